/** The pronunciation capability's request, answer and errors (see index.ts). */
import type { Engine } from '../engine.ts';
import { message, type Message, messageLanguage, SentenceError } from '../../http/messages.ts';

export type PronunciationLanguage = 'en' | 'en-CA' | 'fr' | 'ar';

export interface PronunciationInput {
  /** WAV (any rate, any channel count) or WebM/Ogg bytes, as uploaded. */
  audio: Buffer;
  /** The sound ("sh", "ch", "ب") or the word or sentence the child was asked to say. */
  target: string;
  type: 'sound' | 'word';
  language: PronunciationLanguage;
  /** The language of the child's interface: feedback and errors are written in it (English when it has none). */
  uiLanguage: string;
  /** The target's phonemes, when the content knows them better than the dictionary (IPA or ARPAbet). */
  phonemes?: string[];
}

/** Grammar recognition of the target among confusable words (pocketsphinx, English only). */
export interface RecognitionEvidence {
  /** What the recogniser chose (the target, a distractor, or nothing). */
  heard: string | null;
  choices: string[];
  /** Share of the runs (whole utterance and each word of a sentence) that chose the target, 0–1. */
  targetRate: number;
  score: number;
}

/** Phone recognition (pocketsphinx allphone) compared with the target's phonemes. */
export interface PhonemeEvidence {
  expected: string[];
  heard: string[];
  /** 1 − normalised edit distance, 0–1. */
  similarity: number;
  score: number;
  /** The expected phoneme that was most often missed or replaced, if any. */
  weakest: string | null;
}

/**
 * Goodness of pronunciation (English): the recording aligned to the target's own phones against the phones a free
 * decoding hears in it (pocketsphinx acoustic scores per frame; see recognition.ts `goodnessOfPronunciation`). Sentences only.
 */
export interface GoodnessEvidence {
  /** Aligned minus free acoustic score per frame (≤ ~0; null: the target could not be aligned at all). */
  perFrame: number | null;
  score: number;
}

/** MFCC + dynamic time warping against espeak-ng renderings of the target and of its distractors. */
export interface AcousticEvidence {
  /** Mean normalised DTW distance to the target's renderings (lower is closer). */
  targetDistance: number;
  /** The same, to the nearest distractor's renderings; null without distractors. */
  distractorDistance: number | null;
  /** The median distance to other sounds, words or sentences of the language (the cohort); null without one. */
  cohortDistance: number | null;
  /** The target's place among the target, its distractors and the cohort by distance (1: the closest). */
  rank: number;
  references: number;
  score: number;
}

export interface RemoteEvidence {
  transcript: string;
  /** Similarity of the transcript to the target, 0–1. */
  similarity: number;
  score: number;
}

export interface PronunciationEvidence {
  recognition?: RecognitionEvidence;
  phonemes?: PhonemeEvidence;
  goodness?: GoodnessEvidence;
  acoustic?: AcousticEvidence;
  remote?: RemoteEvidence;
  /** Seconds of speech found by voice activity detection, and the expected duration for the target. */
  speechSeconds: number;
  expectedSeconds: number;
  /** Signal measures behind clarity, 0–1 each. */
  signal: { voicing: number; snr: number; clipping: number };
}

export interface PronunciationResult {
  /** 0–100 integers. */
  accuracy: number;
  clarity: number;
  pace: number;
  overall_score: number;
  feedback: string;
  areas_for_improvement: string[];
  evidence: PronunciationEvidence;
  /** Which parts served this answer: 'recognition', 'phonemes', 'acoustic', 'remote', 'signal'. */
  engines: string[];
  /** Time the analysis took. */
  durationMs: number;
}

export interface PronunciationEngine extends Engine {
  assess(input: PronunciationInput): Promise<PronunciationResult>;
}

/** Nothing but silence (or noise) was recorded; the route answers 422, in the interface language the child chose. */
export class NoSpeechError extends SentenceError {
  readonly status = 422;
  readonly code = 'no_speech';

  constructor(uiLanguage: string) {
    super(message('pronunciation.noSpeech').fixedIn(messageLanguage(uiLanguage)));
  }
}

/** The upload cannot be analysed: 400 not audio or too long, 413 too large, 415 a format we cannot decode. */
export class AudioInputError extends SentenceError {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: string,
    said: Message,
  ) {
    super(said);
  }
}

/** Limits of an upload. */
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
export const MAX_AUDIO_SECONDS = 10;
