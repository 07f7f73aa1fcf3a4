/**
 * Offline English speech recognition with CMU pocketsphinx (Debian `pocketsphinx` and `pocketsphinx-en-us`,
 * version 0.8+5prealpha, whose command is `pocketsphinx_continuous`). Two modes:
 *  - grammar: a JSGF grammar that allows exactly the given words or phrases. With a handful of choices (a target
 *    word among distractors, navigation words) it is reliable even for a child's voice;
 *  - free: the general en-us language model, for anything else. Far less accurate; the remote provider does this
 *    better when configured.
 * Each call runs the program on a temporary WAV file; a few run at once, the rest wait their turn.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@common/domain/languages.ts';
import type { EngineStatus } from '../engine.ts';
import { findExecutable, toRecognizerAudio } from './audio.ts';
import { SpeechError, type RecognitionRequest, type SttEngine } from './types.ts';
import { message } from '../../http/messages.ts';

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const POCKETSPHINX_MODEL = {
  acoustic: path.join(MODEL_DIR, 'en-us'),
  dictionary: path.join(MODEL_DIR, 'cmudict-en-us.dict'),
  languageModel: path.join(MODEL_DIR, 'en-us.lm.bin'),
};
const PROGRAM = 'pocketsphinx_continuous' as const;
const TIMEOUT_MS = 30_000;

let dictionary: Promise<Set<string>> | null = null;

/** The words the acoustic model can say (the CMU dictionary, ~135,000 entries), read once. */
function loadDictionary(): Promise<Set<string>> {
  dictionary ??= fsp.readFile(POCKETSPHINX_MODEL.dictionary, 'utf8').then((text) => {
    const words = new Set<string>();
    for (const line of text.split('\n')) {
      const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
      if (word) words.add(word);
    }
    return words;
  });
  dictionary.catch(() => {
    dictionary = null;
  });
  return dictionary;
}

/** Which of these words or phrases the dictionary cannot pronounce (a phrase fails if any of its words does). */
export async function unknownWords(phrases: string[]): Promise<string[]> {
  const known = await loadDictionary();
  return phrases.filter((phrase) => phrase.split(' ').some((word) => !known.has(word)));
}

/** Any sequence of these words: dictation over a small vocabulary. */
export function dictationGrammar(words: string[]): string {
  return `#JSGF V1.0;\ngrammar dictation;\npublic <idea> = ( ${words.join(' | ')} )+;\n`;
}

export function jsgfGrammar(phrases: string[]): string {
  return `#JSGF V1.0;\ngrammar choices;\npublic <choice> = ${phrases.join(' | ')};\n`;
}

/** A tiny semaphore: the recogniser is CPU-bound, so running more at once than there are cores only adds waiting. */
class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

const slots = new Slots(Math.max(1, os.availableParallelism()));

function runRecognizer(program: string, args: string[], timeoutMs = TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let errors = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(signal ? `pocketsphinx was stopped (${signal})` : `pocketsphinx failed (exit ${code}): ${errors.trim().slice(-300)}`));
    });
  });
}

/**
 * Runs pocketsphinx_continuous (or, for a segmentation with scores, pocketsphinx_batch) with these arguments in
 * one of the shared slots and returns what it printed. For callers that bring their own dictionary or decoding
 * mode (the pronunciation engine's grammars, alignment and phone recognition).
 */
export function runPocketsphinx(
  args: string[],
  name: 'pocketsphinx_continuous' | 'pocketsphinx_batch' = PROGRAM,
  /** A minute of reading (the fluency test) may take longer than a word on a busy server. */
  timeoutMs = TIMEOUT_MS,
): Promise<string> {
  const program = findExecutable(name);
  if (!program) return Promise.reject(new Error(`${name} is not installed (Debian package pocketsphinx)`));
  return slots.use(() => runRecognizer(program, args, timeoutMs));
}

/**
 * The arguments that make pocketsphinx_batch read WAV files (16 kHz mono, a 44-byte header) named in a control
 * file `ctl`, one a line, each without its .wav and relative to `dir` (or absolute when `dir` is null).
 */
export function batchInputArgs(dir: string | null, ctl: string): string[] {
  return ['-adcin', 'yes', '-adchdr', '44', ...(dir === null ? [] : ['-cepdir', dir]), '-cepext', '.wav', '-ctl', ctl];
}

export class PocketsphinxSttEngine implements SttEngine {
  readonly id = 'pocketsphinx';
  readonly kind = 'builtin' as const;

  async check(): Promise<EngineStatus> {
    const missing: string[] = [];
    if (!findExecutable(PROGRAM)) missing.push(`the ${PROGRAM} program (Debian package pocketsphinx)`);
    for (const file of Object.values(POCKETSPHINX_MODEL)) {
      if (!fs.existsSync(file)) missing.push(`${file} (Debian package pocketsphinx-en-us)`);
    }
    if (missing.length) return { ok: false, message: `Missing ${missing.join(', ')}.` };
    return { ok: true, message: 'English only' };
  }

  supports(language: Language): boolean {
    return language === 'en' || language === 'en-CA';
  }

  async transcribe({ audio, container, words, vocabulary }: RecognitionRequest): Promise<string> {
    const program = findExecutable(PROGRAM);
    if (!program) throw new Error(`${PROGRAM} is not installed (Debian package pocketsphinx)`);
    if (words) {
      const unknown = await unknownWords(words);
      if (unknown.length) {
        throw new SpeechError(400, 'unknown_words', message('audio.unknownWords', { words: unknown.join(', ') }));
      }
    }
    const wav = await toRecognizerAudio(audio, container);
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wren-stt-'));
    try {
      const input = path.join(dir, 'audio.wav');
      await fsp.writeFile(input, wav);
      const args = ['-infile', input, '-hmm', POCKETSPHINX_MODEL.acoustic, '-dict', POCKETSPHINX_MODEL.dictionary, '-logfn', '/dev/null'];
      if (words) {
        const grammar = path.join(dir, 'choices.gram');
        await fsp.writeFile(grammar, jsgfGrammar([...new Set(words)]));
        args.push('-jsgf', grammar);
      } else if (vocabulary?.length) {
        const known = await loadDictionary();
        const grammar = path.join(dir, 'dictation.gram');
        await fsp.writeFile(grammar, dictationGrammar([...new Set(vocabulary)].filter((w) => known.has(w))));
        args.push('-jsgf', grammar);
      } else {
        args.push('-lm', POCKETSPHINX_MODEL.languageModel);
      }
      const output = await slots.use(() => runRecognizer(program, args));
      // One line per utterance the recogniser heard; silence gives none.
      return output
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }
}
