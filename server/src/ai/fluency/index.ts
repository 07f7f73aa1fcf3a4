/**
 * Listening to a child read a passage aloud (issue 11): which words were read right, omitted, substituted or
 * self-corrected, how far the child got, the extra words, and an expression suggestion.
 *
 * Engines, by language:
 *  - English: 'alignment', offline — the recording is cut at its pauses and pocketsphinx decodes each stretch
 *    with a grammar of a window of the passage (decode.ts), each word heard comes back placed in the passage and
 *    is read as a running record (placed.ts); meanwhile an open-vocabulary transcriber (Moonshine tiny) listens
 *    to the same stretches: where it heard the reader elsewhere than the grammar did (three passage words in a row
 *    the grammar did not place), the stretch is decoded again there (decode.ts: a lost place, a skipped line), a
 *    mark it does not share is taken back (rivals.ts), each word still marked wrong
 *    gets a second look (verify.ts), the stretches still holding one are decoded again (second.ts: an error must
 *    be heard twice), and where the transcriber heard another word, or none, the grammar decides again with that
 *    rival offered (rivals.ts); a word both left out stays omitted; last, where the transcriber heard another word
 *    or none, it judges the marks with the passage's words around it (contest.ts); without the transcriber, the same
 *    less its steps;
 *  - French and Arabic (and English when pocketsphinx is missing): 'transcription' — the app's speech-to-text
 *    capability (a configured OpenAI-compatible transcription server, `speechFor(registry).stt`), its transcript
 *    aligned to the passage; no word times, so the expression suggestion rests on pitch alone;
 *  - otherwise 'manual': nothing is marked, the reading says why (`notice`), and the adult marks the errors and
 *    where the reading stopped. Never a guessed result.
 */
import fs from 'node:fs';
import type { ExpressionEvidence, FluencyEngine, FluencyLanguage, WordMark } from '@common/contracts/fluency.ts';
import type { AiRegistry } from '../registry.ts';
import { findExecutable, sniffContainer, toRecognizerAudio } from '../speech/audio.ts';
import { speechFor } from '../speech/index.ts';
import { POCKETSPHINX_MODEL } from '../speech/stt-pocketsphinx.ts';
import { SpeechError } from '../speech/types.ts';
import { decodeWav, STT_SAMPLE_RATE } from '../speech/wav.ts';
import { alignReading, type Alignment } from './align.ts';
import { judgeInPassage, withJudgement } from './contest.ts';
import { decodeReading, squeezedIn, type Decoding, type Witness } from './decode.ts';
import { alignPlaced } from './placed.ts';
import { expressionEvidence, suggestExpression } from './expression.ts';
import { pitchRangeSemitones, trackPitch } from './pitch.ts';
import { listenAgain } from './second.ts';
import { allWords, takeBackHeard, transcribeEach, transcriberAlignment, weighRivals, withRivals } from './rivals.ts';
import { speechStretches } from './segment.ts';
import { verifyErrors } from './verify.ts';
import { message, type Message, SentenceError } from '../../http/messages.ts';

export interface ListenInput {
  audio: Buffer;
  language: FluencyLanguage;
  /** The passage's words as shown (index = place), and what follows each: a sentence end, a phrase break or nothing. */
  words: readonly string[];
  breaks: readonly ('sentence' | 'phrase' | null)[];
}

export interface Listening {
  engine: FluencyEngine;
  notice: string | null;
  marks: WordMark[];
  heard: (string | null)[];
  lastWordIndex: number | null;
  insertions: number;
  expression: { suggested: number; evidence: ExpressionEvidence };
}

/** An upload that cannot be listened to (not audio, undecodable): the route answers its status. */
export class FluencyAudioError extends SentenceError {
  constructor(
    readonly status: 400 | 415,
    said: Message,
  ) {
    super(said);
  }
}

const LANGUAGE_NAMES: Record<FluencyLanguage, string> = { en: 'English', fr: 'French', ar: 'Arabic' };

export function offlineAlignmentAvailable(): boolean {
  return Boolean(findExecutable('pocketsphinx_batch')) && fs.existsSync(POCKETSPHINX_MODEL.acoustic);
}

async function recognizerAudio(audio: Buffer): Promise<Buffer> {
  const container = sniffContainer(audio);
  if (!container) throw new FluencyAudioError(415, message('audio.notAudio'));
  try {
    return await toRecognizerAudio(audio, container);
  } catch (error) {
    if (error instanceof SpeechError) throw new FluencyAudioError(415, error.said);
    throw error;
  }
}

function pitchOf(samples: Float32Array, sampleRate: number): number | null {
  return pitchRangeSemitones(trackPitch(samples, sampleRate));
}

function manual(words: readonly string[], notice: string, pitch: number | null): Listening {
  const evidence: ExpressionEvidence = { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: pitch };
  return {
    engine: 'manual',
    notice,
    marks: words.map(() => 'correct'),
    heard: words.map(() => null),
    lastWordIndex: null,
    insertions: 0,
    expression: { suggested: suggestExpression(evidence), evidence },
  };
}

/** A reading heard by an adult with no recording: nothing to measure, the adult marks it (never a guessed result). */
export function markedByEar(words: readonly string[]): Listening {
  return manual(words, 'No recording was made: the adult who listened marks the errors by hand and where the reading stopped.', null);
}

function fromAlignment(engine: FluencyEngine, input: ListenInput, alignment: Alignment, pitch: number | null, timed: boolean): Listening {
  const evidence = expressionEvidence({ times: alignment.times, breaks: [...input.breaks], lastWordIndex: alignment.lastWordIndex, pitchRange: pitch, timed });
  return {
    engine,
    notice: null,
    marks: alignment.marks,
    heard: alignment.heard,
    lastWordIndex: alignment.lastWordIndex,
    insertions: alignment.insertions,
    expression: { suggested: suggestExpression(evidence), evidence },
  };
}

/** The offline English engine's steps over a 16 kHz WAV (its samples beside it): the decoding, the alignment, the marks. */
export async function listenOffline(
  wav: Buffer,
  samples: Float32Array,
  words: readonly string[],
): Promise<{ decoding: Decoding; alignment: Alignment; marks: WordMark[]; said: Map<number, string> }> {
  // The open-vocabulary transcriber listens to the same stretches meanwhile (rivals.ts; one core each), and is the
  // decoding's witness: where it heard the reader elsewhere than the grammar did, the stretch is decoded again there.
  const stretches = speechStretches(samples, STT_SAMPLE_RATE);
  const each = transcribeEach(samples, stretches);
  for (const words of each) words.catch(() => undefined);
  const transcript = allWords(each);
  transcript.catch(() => undefined);
  const witness: Witness = async (s, times) => {
    const same = stretches[s];
    return same && same.start === times.start && same.end === times.end ? await each[s]!.catch(() => null) : null;
  };
  const decoding = await decodeReading(wav, words, { witness });
  const alignment = alignPlaced(words.length, decoding.words);
  // A third opinion (rivals.ts): an error must be heard by the transcriber too; without it, the marks so far.
  // The take-back, the second look and the second listening only take marks back, word by word, so the cheapest
  // goes first; the rivals' decoding needs none of them and runs beside the other two (a core each).
  const heard = await transcript;
  const other = heard ? transcriberAlignment(words, heard) : null;
  const agreed = other ? takeBackHeard(words, alignment.marks, other, alignment.lastWordIndex) : alignment.marks;
  // The transcriber judges, in the passage's context, where it heard another word or none (contest.ts): on its own
  // core, beside the grammar's decodings below; applied to the marks last.
  const judging = other
    ? Promise.all(each).then((perStretch) => judgeInPassage(samples, stretches, perStretch as string[][], words, other, alignment.lastWordIndex))
    : null;
  const [second, verdict] = await Promise.all([
    // A second look at each word marked wrong (verify.ts): a word said well enough where it belongs was read; then a
    // second listening with a loop of phones in the grammar (second.ts): an error must be heard twice.
    verifyErrors(samples, words, { ...alignment, marks: agreed }).then((verified) => listenAgain(wav, words, decoding, verified)),
    // Meanwhile the grammar decides again where the transcriber heard another word, or none (rivals.ts).
    other ? weighRivals(wav, words, decoding, other, alignment.lastWordIndex) : null,
  ]);
  const { marks: weighed, said } = verdict ? withRivals(second, verdict) : { marks: second, said: new Map<number, string>() };
  // A line skipped, as both recognisers heard it (the transcriber's alignment leaves out at least three in four of its
  // words; otherwise the grammar misheard them in a stretch before): its words omitted, whatever the second look and
  // the second listening made of each (they measure each word over the same pause).
  const skipped = decoding.skipped.filter(({ from, to }) => other && other.marks.slice(from, to).filter((m) => m === 'omitted').length * 4 >= (to - from) * 3);
  // Likewise a word both left out (the grammar placed nothing there, or squeezed it into the join between its
  // neighbours as short as it can hear a word, and the transcriber heard nothing there): the second look and the
  // second listening took back about a quarter of such planted omissions on synthetic readings.
  const bothLeftOut = (i: number) => other?.marks[i] === 'omitted' && (agreed[i] === 'omitted' || squeezedIn(decoding, words, i));
  const marks = weighed.map((m, i) => (skipped.some((skip) => i >= skip.from && i < skip.to) || (m === 'correct' && bothLeftOut(i)) ? 'omitted' : m));
  // Last, where the transcriber heard another word or none, its judgement in the passage's context (contest.ts).
  if (!judging) return { decoding, alignment, marks, said };
  const judged = withJudgement(marks, await judging);
  return { decoding, alignment, marks: judged.marks, said: new Map([...said, ...judged.said]) };
}

/** Listens to the recording (never inside a database transaction: it takes seconds). */
export async function listenToReading(registry: AiRegistry, input: ListenInput): Promise<Listening> {
  const wav = await recognizerAudio(input.audio);
  const pcm = decodeWav(wav);
  const pitch = pitchOf(pcm.samples, pcm.sampleRate);
  if (input.language === 'en' && offlineAlignmentAvailable()) {
    const { alignment, marks, said } = await listenOffline(wav, pcm.samples, input.words);
    return fromAlignment(
      'alignment',
      input,
      { ...alignment, marks, heard: alignment.heard.map((h, i) => (marks[i] === 'correct' ? null : (said.get(i) ?? h))) },
      pitch,
      true,
    );
  }
  try {
    const transcription = await speechFor(registry).stt.transcribe({ audio: input.audio, language: input.language, words: null });
    // The offline English recogniser without a grammar is not good enough to mark a child's reading.
    if (transcription.engine === 'pocketsphinx') throw new SpeechError(503, 'no_engine_for_language', message('ai.noRecogniser'));
    const heard = transcription.text.split(/\s+/).filter(Boolean);
    return fromAlignment(
      'transcription',
      input,
      alignReading(
        input.words,
        heard.map((word) => ({ word })),
      ),
      pitch,
      false,
    );
  } catch (error) {
    if (!(error instanceof SpeechError) || error.status === 400) throw error;
    if (error.status === 415) throw new FluencyAudioError(415, error.said);
    const name = LANGUAGE_NAMES[input.language];
    return manual(
      input.words,
      input.language === 'en'
        ? 'The offline recogniser is not installed on this server (Debian packages pocketsphinx and pocketsphinx-en-us): mark the errors by hand and where the reading stopped.'
        : `Listening to a reading in ${name} needs a transcription server (AI_BASE_URL); none is available: mark the errors by hand and where the reading stopped.`,
      pitch,
    );
  }
}
