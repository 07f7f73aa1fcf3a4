/**
 * The third opinion (rivals.ts): the offline transcriber hears a substitute the reading grammar has no word for, and
 * the grammar, offered that word, marks the passage word substituted; a word the transcriber heard is not marked
 * wrong. A real espeak-ng reading, the real Moonshine model and pocketsphinx. Skipped when pocketsphinx is not
 * installed.
 */
import { describe, expect, it } from 'vitest';
import { PASSAGES } from '@common/content/passages.ts';
import type { WordMark } from '@common/contracts/fluency.ts';
import { toRecognizerAudio } from '../speech/audio.ts';
import { moonshineAvailable, transcribeEnglish } from '../speech/moonshine.ts';
import { decodeWav } from '../speech/wav.ts';
import { runEspeak } from '../speech/tts-espeak.ts';
import { decodeReading } from './decode.ts';
import { offlineAlignmentAvailable } from './index.ts';
import { alignPlaced } from './placed.ts';
import { takeBackHeard, transcribeStretches, transcriberAlignment, unlike, weighRivals, withRivals } from './rivals.ts';
import { speechStretches } from './segment.ts';

describe('unlike', () => {
  it('tells a different word from a mishearing of the passage word', () => {
    expect(unlike('jumped', 'ran')).toBe(true);
    expect(unlike('pocket', 'our')).toBe(true);
    // One or two sounds apart: the transcriber mishearing the word, not the reader saying another.
    expect(unlike('hand', 'hen')).toBe(false);
    expect(unlike('connecting', 'collecting')).toBe(false);
    // Rivals of fewer than three sounds are not offered ("the" for "her").
    expect(unlike('the', 'her')).toBe(false);
    // Words without a pronunciation are not offered.
    expect(unlike('zzxq', 'ran')).toBe(false);
  });
});

describe('withRivals', () => {
  it('marks the words heard as read that the rivals settled, and leaves every mark already wrong as it is', () => {
    const marks: WordMark[] = ['correct', 'correct', 'omitted', 'substituted', 'correct', 'correct'];
    const verdict = {
      omitted: new Set([1, 3]),
      said: new Map([
        [2, 'pocket'],
        [4, 'jumped'],
      ]),
    };
    const { marks: after, said } = withRivals(marks, verdict);
    // 1 left out; 4 said as another word; 2 and 3 keep the marks the engine gave them; 0 and 5 untouched.
    expect(after).toEqual(['correct', 'omitted', 'omitted', 'substituted', 'substituted', 'correct']);
    expect([...said]).toEqual([[4, 'jumped']]);
    expect(marks[1]).toBe('correct');
  });
});

const speak = async (text: string) =>
  toRecognizerAudio(
    await runEspeak(['-v', 'en-us+m3', '-s', '110', '-g', '3', '-f', '/input.txt', '-w', '/output.wav'], { '/input.txt': text }, '/output.wav'),
    'wav',
  );

describe.skipIf(!(await moonshineAvailable()))('transcribeEnglish', () => {
  it('transcribes a sentence said by espeak-ng', { timeout: 60_000 }, async () => {
    const wav = await speak('The little yellow bird sings in the morning.');
    const text = (await transcribeEnglish(decodeWav(wav).samples))!.toLowerCase();
    expect(text).toContain('yellow');
    expect(text).toContain('bird');
  });
});

describe.skipIf(!offlineAlignmentAvailable() || !(await moonshineAvailable()))('weighRivals', () => {
  it('marks a word substituted when the reader said another the transcriber heard', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.id === 'en-k-2')!;
    // "Sam has a tin cup. A bug is in the cup." with "pocket" said for "tin".
    const said = passage.text.split(/\s+/).slice(0, 10);
    const at = passage.words.indexOf('tin');
    said[at] = 'pocket';
    const wav = await speak(said.join(' '));
    const pcm = decodeWav(wav);
    const decoding = await decodeReading(wav, passage.words);
    const alignment = alignPlaced(passage.words.length, decoding.words);
    const heard = (await transcribeStretches(pcm.samples, speechStretches(pcm.samples, pcm.sampleRate)))!;
    expect(heard.map((w) => w.toLowerCase().replace(/[^a-z]/g, ''))).toContain('pocket');
    // Whatever the grammar made of it, the rival settles it.
    const before: WordMark[] = alignment.marks.map((m, i) => (i === at ? 'correct' : m));
    const other = transcriberAlignment(passage.words, heard);
    const { marks, said: rivals } = withRivals(before, await weighRivals(wav, passage.words, decoding, other, alignment.lastWordIndex));
    expect(marks[at]).toBe('substituted');
    expect(rivals.get(at)).toBe('pocket');
    // A word marked wrong that both heard read is taken back.
    const bug = passage.words.indexOf('bug');
    expect(heard.map((w) => w.toLowerCase())).toContain('bug');
    const wrong: WordMark[] = before.map((m, i) => (i === bug ? 'omitted' : m));
    expect(takeBackHeard(wrong, other, alignment.lastWordIndex)[bug]).toBe('correct');
  });
});
