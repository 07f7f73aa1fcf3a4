/**
 * The builtin pronunciation engine. One assessment:
 *  1. decode the upload to 16 kHz mono and find the speech (voice activity detection); none → NoSpeechError;
 *  2. gather the evidence side by side: acoustic comparison with espeak-ng renderings of the target, of its
 *     confusable distractors and of a cohort of other sounds, words or sentences of the language (every language); for English also grammar recognition of the target among the
 *     distractors and phone recognition (pocketsphinx); a remote transcript when a provider is configured;
 *  3. accuracy from that evidence, clarity from the signal, pace from the duration; feedback and the sound to
 *     work on in the interface language.
 */
import type { AiRegistry } from '../registry.ts';
import type { EngineStatus } from '../engine.ts';
import { findExecutable } from '../speech/audio.ts';
import { encodeWav } from '../speech/wav.ts';
import { message, tipFor } from './feedback.ts';
import { dtwDistance, mfcc, spectralSpread, type Features } from './mfcc.ts';
import { cohortFor, distractorsFor, englishWordPhones, ENGLISH_SOUNDS, isEnglish, phonemesFor, wordsOf, type Phone } from './phonemes.ts';
import { goodnessOfPronunciation, grammarSlots, NoFreePathError, recognizePhones, recognizeWithGrammar, spellingOf, targetOnly } from './recognition.ts';
import { espeakInput, pronunciationOf, referencesFor, type References } from './references.ts';
import { alignPhones, clamp01, combine, paceScore, textSimilarity, to100 } from './scoring.ts';
import { decodeUpload, detectSpeech, SAMPLE_RATE, type SpeechSegment } from './signal.ts';
import {
  AudioInputError,
  NoSpeechError,
  type AcousticEvidence,
  type GoodnessEvidence,
  type PhonemeEvidence,
  type PronunciationEngine,
  type PronunciationInput,
  type PronunciationResult,
  type RecognitionEvidence,
  type RemoteEvidence,
} from './types.ts';
import { message as said } from '../../http/messages.ts';

const VOICED_PHONES = new Set(['AE', 'EH', 'IH', 'IY', 'AA', 'AH', 'AO', 'UH', 'UW', 'OW', 'EY', 'AY', 'AW', 'OY', 'ER', 'M', 'N', 'NG', 'L', 'R', 'W', 'Y']);
const FRENCH_VOICED_SOUNDS = new Set(['a', 'e', 'é', 'è', 'i', 'o', 'u', 'ou', 'on', 'an', 'in', 'eu', 'oi', 'ai', 'ei', 'au', 'eau', 'm', 'n', 'l', 'gn']);

/** Sounds made with the voice only (vowels, m, n, l, r…): said without voicing, it is not them. */
function isVoicedSound(target: string, language: string, phones: string[] | null): boolean {
  if (isEnglish(language)) return !!phones?.length && phones.every((p) => VOICED_PHONES.has(p));
  if (language === 'fr') return FRENCH_VOICED_SOUNDS.has(target.toLowerCase());
  return false;
}

/** Longest speech that phone recognition is run on. */
const PHONE_RECOGNITION_MAX_SECONDS = 1.6;

/** Voiceless targets: a good /s/ or /sh/ has no voicing, so voicing does not count towards their clarity. */
const VOICELESS = new Set(['S', 'SH', 'F', 'TH', 'P', 'T', 'K', 'CH', 'HH']);

/**
 * Acoustic distances: the mean DTW distance of the recording to the two closest renderings of a text. Two, not
 * one, so one odd rendering does not decide; not all, so the voice least like the child's does not count.
 */
function distanceTo(features: Features, references: References): number {
  const distances = references.features.map((ref) => dtwDistance(features, ref)).sort((a, b) => a - b);
  const closest = distances.slice(0, 2);
  return closest.reduce((sum, d) => sum + d, 0) / closest.length;
}

/**
 * Acoustic score. Absolute: the distance to the target's renderings on a scale set on espeak-ng speech (the
 * renderings of another voice lie at ~8–20 from them, its distractors at ~14–30; adult learners reading a
 * sentence (speechocean762) at ~25–35). Relative: how much closer the recording is to the target than to the
 * nearest competitor — a distractor or another sound or word of the language (the cohort). Separation: how much
 * closer it is to the target than to the cohort's typical item (its median): a recording of the target stands out
 * from the cohort, one of something else lies among it whatever its voice, so this is the absolute scale
 * calibrated on the recording itself, per language and type (synthetic evaluation: the target's own recordings
 * at 0.29–0.44 in their lowest tenth, unrelated speech at ≈ 0 in its median, 0.2–0.4 in its highest twentieth).
 */
export const ACOUSTIC_SCALE = { good: 24, bad: 40, margin: 0.12, separated: 0.3, mixed: 0.1 };

export interface AcousticDistances {
  target: number;
  /** Nearest distractor, or null without distractors. */
  distractor: number | null;
  /** The cohort's distances (other sounds, words or sentences of the language); may be empty. */
  cohort: number[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function acousticScore({ target, distractor, cohort }: AcousticDistances): number {
  const absolute = clamp01((ACOUSTIC_SCALE.bad - target) / (ACOUSTIC_SCALE.bad - ACOUSTIC_SCALE.good));
  const competitors = [...(distractor === null ? [] : [distractor]), ...cohort];
  if (!competitors.length) return absolute;
  const nearest = Math.min(...competitors);
  // +margin relative closeness → 1, equal → 0.5, −margin → 0.
  const relative = clamp01(0.5 + (nearest - target) / target / (2 * ACOUSTIC_SCALE.margin));
  // Relative closeness decides between confusable words; the absolute distance only tempers it.
  if (!cohort.length) return 0.3 * absolute + 0.7 * relative;
  const typical = median(cohort);
  const separation = clamp01(((typical - target) / typical - ACOUSTIC_SCALE.mixed) / (ACOUSTIC_SCALE.separated - ACOUSTIC_SCALE.mixed));
  return (0.3 * absolute + 0.7 * relative) * separation;
}

/**
 * Goodness of pronunciation per frame (aligned minus free acoustic score) on a 0–1 scale, set on children's speech
 * that is not in the evaluation (`npm run eval -- goodness`: ../shared/data/child-speech-short, 157 recordings of
 * two or three words). Aligned to their own words, the children lie at −3.8 in the median and −0.9 or better in
 * their best quarter; aligned to another recording's words, at −15.2 in the median (and a fifth do not align at
 * all). So −1 and better is full marks and −15 is nothing. Not aligned at all (something else was said) is
 * nothing too.
 */
export const GOODNESS_SCALE = { good: -1, bad: -15 };

export function goodnessScore(perFrame: number | null): number {
  if (perFrame === null) return 0;
  return clamp01((perFrame - GOODNESS_SCALE.bad) / (GOODNESS_SCALE.good - GOODNESS_SCALE.bad));
}

/**
 * The cohort of a target (cohortFor) without what is said the same: a sound spelled otherwise (French ai, ei and
 * è) or a homophone of a word (dans, dent), which is no other word to the ear.
 */
async function cohortOf(target: string, language: PronunciationInput['language'], type: 'sound' | 'word'): Promise<string[]> {
  const cohort = cohortFor(target, language, type);
  if (type === 'sound') {
    const said = espeakInput(target, language, type);
    return cohort.filter((c) => espeakInput(c, language, type) !== said);
  }
  if (wordsOf(target).length > 1) return cohort;
  const [said, ...others] = await Promise.all([target, ...cohort].map((text) => pronunciationOf(text, language)));
  return cohort.filter((_, i) => others[i] !== said);
}

async function remoteTranscript(registry: AiRegistry, samples: Float32Array, input: PronunciationInput): Promise<string | null> {
  const engines = registry.enginesFor('speech-to-text').filter((e) => e.kind === 'remote' && e.supports(input.language));
  for (const engine of engines) {
    try {
      return await engine.transcribe({ audio: encodeWav({ sampleRate: SAMPLE_RATE, samples }), container: 'wav', language: input.language, words: null });
    } catch (error) {
      registry.logger.warn(
        { capability: 'pronunciation', engine: engine.id, reason: (error as Error).message },
        'remote transcription failed; scoring without it',
      );
    }
  }
  return null;
}

interface Gathered {
  acoustic: AcousticEvidence;
  /** Spectral spread of the recording (see spectralSpread); words only. */
  spread: number;
  expectedSeconds: number;
  recognition?: RecognitionEvidence;
  phonemes?: PhonemeEvidence;
  goodness?: GoodnessEvidence;
  remote?: RemoteEvidence;
  /** A distractor the recogniser preferred, if any. */
  heardInstead: string | null;
  /** The phone to work on, from the recognition evidence. */
  weakPhone: Phone | null;
}

async function gather(registry: AiRegistry, segment: SpeechSegment, input: PronunciationInput, useRecognizer: boolean): Promise<Gathered> {
  const { target, type, language } = input;
  const english = isEnglish(language);
  const distractors = distractorsFor(target, language, type);
  const features = mfcc(segment.samples, { normalize: type === 'word' });
  const expected = input.phonemes?.length ? input.phonemes : phonemesFor(target, language, type);

  const acousticWork = (async () => {
    const cohort = await cohortOf(target, language, type);
    const [own, ...others] = await Promise.all([target, ...distractors, ...cohort].map((text) => referencesFor(text, language, type)));
    const targetDistance = distanceTo(features, own!);
    const distances = others.slice(0, distractors.length).map((refs) => distanceTo(features, refs));
    const cohortDistances = others.slice(distractors.length).map((refs) => distanceTo(features, refs));
    const distractorDistance = distances.length ? Math.min(...distances) : null;
    const nearest = distractorDistance !== null && distractorDistance < targetDistance ? distractors[distances.indexOf(distractorDistance)]! : null;
    const acoustic: AcousticEvidence = {
      targetDistance: round(targetDistance),
      distractorDistance: distractorDistance === null ? null : round(distractorDistance),
      cohortDistance: cohortDistances.length ? round(median(cohortDistances)) : null,
      rank: 1 + [...distances, ...cohortDistances].filter((d) => d < targetDistance).length,
      references: own!.features.length * (1 + others.length),
      score: to100(acousticScore({ target: targetDistance, distractor: distractorDistance, cohort: cohortDistances })),
    };
    return { acoustic, expectedSeconds: own!.seconds, nearest };
  })();

  // A part that cannot run (the recogniser stopped, timed out, is missing a file) fails the assessment: scored
  // without it, the same recording would get another score when the server is busy (issue #20).
  const slots = english && useRecognizer ? grammarSlots(target, type) : null;
  const grammarWork = slots ? recognizeWithGrammar(segment.samples, slots) : Promise.resolve(null);
  // Phone recognition costs ~80 ms a second of speech and carried no signal on sentences (speechocean762:
  // Spearman ≈ 0, see bench/README.md), so it serves sounds and words, not sentences.
  const phonesWork =
    english && useRecognizer && expected && segment.seconds <= PHONE_RECOGNITION_MAX_SECONDS ? recognizePhones(segment.samples) : Promise.resolve(null);
  // Goodness of pronunciation serves sentences, where it carries the most signal (see goodnessOfPronunciation).
  const goodnessWork =
    slots && slots.length > 1
      ? goodnessOfPronunciation(segment.samples, targetOnly(slots)).then(
          (perFrame) => ({ perFrame }),
          (error: Error) => {
            // No path through this recording: the same every time, so it is scored without goodness.
            if (!(error instanceof NoFreePathError)) throw error;
            registry.logger.warn({ capability: 'pronunciation', reason: error.message }, 'alignment failed');
            return null;
          },
        )
      : Promise.resolve(null);
  const remoteWork = remoteTranscript(registry, segment.samples, input);

  const [{ acoustic, expectedSeconds, nearest }, grammar, heardPhones, goodness, transcript] = await Promise.all([
    acousticWork,
    grammarWork,
    phonesWork,
    goodnessWork,
    remoteWork,
  ]);
  const gathered: Gathered = { acoustic, spread: type === 'word' ? spectralSpread(features) : 0, expectedSeconds, heardInstead: null, weakPhone: null };

  if (grammar && slots) {
    const hits = grammar.heard.filter((word, i) => word === grammar.targets[i]).length;
    const rate = hits / slots.length;
    const wrong = grammar.heard.findIndex((word, i) => word !== null && word !== grammar.targets[i]);
    const heardWord = grammar.heard.every((w) => w === null) ? null : grammar.heard.join(' ');
    gathered.recognition = {
      heard: heardWord,
      choices: [...new Set(slots.flatMap((s) => [...s.choices.keys()].map(spellingOf)))],
      targetRate: round(rate),
      score: to100(rate),
    };
    if (wrong !== -1) {
      const said = grammar.heard[wrong]!;
      const expectedWord = grammar.targets[wrong]!;
      const targetPhones = type === 'sound' ? expected : englishWordPhones(expectedWord);
      const saidPhones = type === 'sound' ? (ENGLISH_SOUNDS[said] ?? null) : englishWordPhones(said);
      if (targetPhones && saidPhones) {
        gathered.weakPhone = targetPhones.find((p, i) => saidPhones[i] !== p) ?? null;
        gathered.heardInstead = said;
      } else if (targetPhones) {
        gathered.weakPhone = targetPhones[0] ?? null;
      }
    }
  }

  // The recording sounds more like a distractor than like the target: the sound that differs is the one to work on.
  if (!gathered.weakPhone && nearest && english) {
    const targetPhones = expected;
    const nearPhones = type === 'sound' ? (ENGLISH_SOUNDS[nearest] ?? null) : englishWordPhones(nearest);
    if (targetPhones && nearPhones) gathered.weakPhone = targetPhones.find((p, i) => nearPhones[i] !== p) ?? null;
    gathered.heardInstead ??= nearest;
  } else if (nearest && !english) {
    gathered.heardInstead ??= nearest;
  }

  if (heardPhones && expected) {
    const own = alignPhones(expected, heardPhones);
    gathered.phonemes = {
      expected,
      heard: heardPhones,
      similarity: round(own.similarity),
      // Phone recognition of a child is noisy: 0.75 similarity is already very good.
      score: to100(own.similarity / 0.75),
      weakest: own.missed[0] ?? null,
    };
    gathered.weakPhone ??= own.missed[0] ?? null;
  }

  if (goodness) {
    const { perFrame } = goodness;
    gathered.goodness = { perFrame: perFrame === null ? null : round(perFrame), score: to100(goodnessScore(perFrame)) };
  }

  if (transcript !== null) {
    const said = wordsOf(transcript).join(' ');
    const wanted = wordsOf(target).join(' ');
    const similarity = textSimilarity(said, wanted);
    gathered.remote = { transcript, similarity: round(similarity), score: to100(similarity) };
  }
  return gathered;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/**
 * Goodness of pronunciation (sentences) weighs twice as much as the acoustic comparison: on a sentence that
 * comparison with espeak-ng's voices measures the voice more than the pronunciation (adult learners lie at 25–35
 * on its scale however well they read), and the minimal pairs only catch a swapped word, while the alignment
 * scores every phone of every word.
 */
const GOODNESS_WEIGHT = 2;

export interface AssessOptions {
  /** Use pocketsphinx where it can serve (default true). The evaluation turns it off to measure the acoustic part alone. */
  recognizer?: boolean;
}

export async function assessPronunciation(registry: AiRegistry, input: PronunciationInput, options: AssessOptions = {}): Promise<PronunciationResult> {
  const started = performance.now();
  const target = input.target.trim();
  if (!target) throw new AudioInputError(400, 'no_target', said('pronunciation.noTarget'));
  if (target.length > 200) throw new AudioInputError(400, 'target_too_long', said('pronunciation.targetTooLong', { count: 200 }));
  const samples = await decodeUpload(input.audio);
  const segment = detectSpeech(samples);
  if (!segment) throw new NoSpeechError(input.uiLanguage);

  const useRecognizer = options.recognizer !== false && findExecutable('pocketsphinx_continuous') !== null;
  const evidence = await gather(registry, segment, { ...input, target }, useRecognizer);

  const engines = ['acoustic'];
  const parts = [{ score: evidence.acoustic.score, weight: 1 }];
  if (evidence.recognition) {
    engines.push('recognition');
    parts.push({ score: evidence.recognition.score, weight: 0.75 });
  }
  if (evidence.phonemes) {
    engines.push('phonemes');
    parts.push({ score: evidence.phonemes.score, weight: 0.25 });
  }
  if (evidence.goodness) {
    engines.push('goodness');
    parts.push({ score: evidence.goodness.score, weight: GOODNESS_WEIGHT });
  }
  if (evidence.remote) {
    engines.push('remote');
    parts.push({ score: evidence.remote.score, weight: 1 });
  }
  engines.push('signal');
  const expectedPhones = input.phonemes?.length ? input.phonemes : phonemesFor(target, input.language, input.type);
  // Is it speech at all? A burst of noise or hum can get past the voice detector. Hum has no energy where a
  // voice has its formants (brightness); hiss and hum stay on one spectrum where a word moves from sound to sound
  // (spread: 13–52 on espeak-ng words in three voices, 24–35 on adult learners' sentences, 7–10 for hiss). Below
  // that, accuracy is scaled down. Sounds said on their own are steady by nature: only the hum test applies.
  const bright = clamp01((segment.brightness - 0.07) / 0.05);
  // Every word has a vowel, and a vowel or a hum (m, n, l…) said on its own is voiced: hiss is not.
  const voiced = clamp01((segment.voicing - 0.2) / 0.4);
  const voicedSound = input.type === 'sound' && isVoicedSound(target, input.language, expectedPhones);
  const speechLike = input.type === 'word' ? Math.min(bright, voiced, clamp01((evidence.spread - 8) / 5)) : voicedSound ? Math.min(bright, voiced) : bright;
  const accuracy = Math.round(combine(parts) * speechLike);

  const voiceless = input.type === 'sound' && !!expectedPhones?.every((p) => VOICELESS.has(p));
  const clarity = to100(
    combine([
      { score: segment.snr, weight: 0.45 },
      { score: voiceless ? 1 : segment.voicing, weight: voiceless ? 0 : 0.35 },
      { score: 1 - segment.clipping, weight: 0.2 },
    ]),
  );
  const pace = to100(paceScore(segment.seconds, evidence.expectedSeconds));
  // Clarity and pace can only take away: the wrong word said loudly and at a good pace is still the wrong word.
  const overall =
    input.type === 'sound'
      ? Math.round(accuracy * (0.75 + (0.2 * clarity) / 100 + (0.05 * pace) / 100))
      : Math.round(accuracy * (0.7 + (0.15 * clarity) / 100 + (0.15 * pace) / 100));

  const areas: string[] = [];
  const tip = tipFor(input.language, input.uiLanguage, evidence.weakPhone ?? (accuracy < 80 ? (expectedPhones?.[0] ?? null) : null), target);
  if (accuracy < 80 && tip) areas.push(message('workOn', input.uiLanguage, { sound: tip.sound, tip: tip.tip }));
  if (accuracy < 60 && evidence.heardInstead) areas.push(message('heardInstead', input.uiLanguage, { heard: evidence.heardInstead }));
  else if (accuracy < 60) areas.push(message('listenFirst', input.uiLanguage));
  if (pace < 70) areas.push(message(segment.seconds < evidence.expectedSeconds ? 'slower' : 'faster', input.uiLanguage));
  if (clarity < 60) areas.push(message(segment.clipping > 0.3 ? 'quieter' : segment.snr < 0.4 ? 'louder' : 'quieter', input.uiLanguage));

  const praiseAt = input.type === 'sound' ? 80 : 75;
  const opening = message(overall >= praiseAt ? 'excellent' : overall >= 50 ? 'good' : 'again', input.uiLanguage);
  const feedback = areas.length && overall < praiseAt ? `${opening} ${areas[0]}` : opening;

  return {
    accuracy,
    clarity,
    pace,
    overall_score: overall,
    feedback,
    areas_for_improvement: areas,
    evidence: {
      recognition: evidence.recognition,
      phonemes: evidence.phonemes,
      goodness: evidence.goodness,
      acoustic: evidence.acoustic,
      remote: evidence.remote,
      speechSeconds: round(segment.seconds),
      expectedSeconds: round(evidence.expectedSeconds),
      signal: { voicing: round(segment.voicing), snr: round(segment.snr), clipping: round(segment.clipping) },
    },
    engines,
    durationMs: Math.round(performance.now() - started),
  };
}

export class BuiltinPronunciationEngine implements PronunciationEngine {
  readonly id = 'builtin';
  readonly kind = 'builtin' as const;

  constructor(private readonly registry: AiRegistry) {}

  async check(): Promise<EngineStatus> {
    const missing: string[] = [];
    if (!findExecutable('pocketsphinx_continuous')) missing.push('pocketsphinx (English recognition)');
    if (!findExecutable('ffmpeg')) missing.push('ffmpeg (WebM/Ogg uploads)');
    return missing.length ? { ok: true, message: `Acoustic comparison only; missing ${missing.join(', ')}.` } : { ok: true };
  }

  assess(input: PronunciationInput): Promise<PronunciationResult> {
    return assessPronunciation(this.registry, input);
  }
}
