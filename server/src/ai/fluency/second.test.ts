/**
 * The second listening (second.ts) on a real decoding: a reading by espeak-ng with one word left out. A word read
 * but marked wrong is taken back when the second decoding hears it; the word really left out stays omitted.
 * Skipped when pocketsphinx is not installed.
 */
import { describe, expect, it } from 'vitest';
import { PASSAGES } from '@common/content/passages.ts';
import type { WordMark } from '@common/contracts/fluency.ts';
import { toRecognizerAudio } from '../speech/audio.ts';
import { decodeReading } from './decode.ts';
import { offlineAlignmentAvailable } from './index.ts';
import { alignPlaced } from './placed.ts';
import { listenAgain } from './second.ts';
import { plantedReading, READING_VOICES } from './synthetic.ts';

describe.skipIf(!offlineAlignmentAvailable())('listenAgain', () => {
  it('takes back a word marked wrong that was read, and keeps the omission', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.language === 'en')!;
    // One planted omission (seeded), 20 s of reading.
    const planted = await plantedReading(passage.text, READING_VOICES[0]!, 1, 7, 20);
    const [omitted] = [...planted.errors.keys()];
    const wav = await toRecognizerAudio(planted.audio, 'wav');
    const decoding = await decodeReading(wav, passage.words);
    const alignment = alignPlaced(passage.words.length, decoding.words);
    expect(alignment.marks[omitted!]).toBe('omitted');
    // A word read right (two before the omission) marked wrong as if the first look had got it wrong.
    const read = omitted! - 2;
    expect(alignment.marks[read]).toBe('correct');
    const marks: WordMark[] = alignment.marks.map((m, i) => (i === read ? 'substituted' : m));
    const again = await listenAgain(wav, passage.words, decoding, marks);
    expect(again[read]).toBe('correct');
    expect(again[omitted!]).toBe('omitted');
    // It only ever takes marks back: no word marked correct becomes wrong.
    expect(again.filter((m, i) => marks[i] === 'correct' && m !== 'correct')).toEqual([]);
  });
});
