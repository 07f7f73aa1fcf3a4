/**
 * The third opinion (rivals.ts): the offline transcriber hears a substitute the reading grammar has no word for, and
 * the grammar, offered that word, marks the passage word substituted; a word the transcriber heard is not marked
 * wrong. A real espeak-ng reading, the real Moonshine model and pocketsphinx. Skipped when pocketsphinx is not
 * installed.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSAGES } from '@common/content/passages.ts';
import type { WordMark } from '@common/contracts/fluency.ts';
import { moonshineAvailable, transcribeEnglish } from '../speech/moonshine.ts';
import { decodeWav } from '../speech/wav.ts';
import { decodeReading, recognizerWords, squeezedIn, witnessedRun, type Decoding, type HeardWord } from './decode.ts';
import { listenOffline, offlineAlignmentAvailable } from './index.ts';
import { alignPlaced } from './placed.ts';
import { near, rivalsOffered, takeBackHeard, transcribeStretches, transcriberAlignment, unlike, weighRivals, withRivals } from './rivals.ts';
import { speechStretches } from './segment.ts';
import { spokenWav } from './synthetic.ts';

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

describe('takeBackHeard', () => {
  const words = 'Mister Park had a small yard behind the den'.split(' ');
  const take = (marks: WordMark[], heard: string) => takeBackHeard(words, marks, transcriberAlignment(words, heard.split(' ')), words.length - 1);
  const omitted = (...at: number[]): WordMark[] => words.map((_, i) => (at.includes(i) ? 'omitted' : 'correct'));

  it('takes back a mark where the transcriber heard the word', () => {
    expect(take(omitted(2), 'Mister Park had a small yard behind the den')).toEqual(omitted());
    expect(take(omitted(2), 'Mister Park a small yard behind the den')).toEqual(omitted(2));
  });

  it('takes back an omission where it heard the word nearly, not where it heard another word or a hesitation', () => {
    expect(near('Mr.', 'Mister')).toBe(true);
    expect(near('built', 'builds')).toBe(true);
    expect(near('cross', 'grass')).toBe(false);
    expect(near('uh', 'den')).toBe(false);
    // Made up by the transcriber, so no pronunciation: by spelling.
    expect(near('vanced', 'danced')).toBe(true);
    expect(near('stipbed', 'dipped')).toBe(false);
    // "Mr." for "Mister", "yards" for "yard": said; "uh" for "den": not.
    expect(take(omitted(0, 5, 8), 'Mr. Park had a small yards behind the uh')).toEqual(omitted(8));
    // A word marked substituted keeps its mark: a word a little wrong may be the error.
    const substituted: WordMark[] = words.map((_, i) => (i === 5 ? 'substituted' : 'correct'));
    expect(take(substituted, 'Mister Park had a small yards behind the den')).toEqual(substituted);
  });
});

describe('squeezedIn', () => {
  const words = ['Beth', 'got', 'the', 'fish', 'a', 'bag'];
  const heard = (at: number, start: number, end: number): HeardWord => ({ word: words[at]!.toLowerCase(), start, end, acoustic: 0, kind: 'word', at });
  const decoding = (...heard: HeardWord[]): Decoding => ({ words: heard, pauses: [], seconds: 3, stretches: [], mean: null, skipped: [] });

  it('tells a word heard as short as the acoustic model can hear it (three frames a phone) from one heard', () => {
    // "the" (DH AH) in 60 ms, "a" (AH) in 30 ms: as short as can be; in 70 and 40 ms, heard.
    expect(squeezedIn(decoding(heard(2, 1.0, 1.06)), words, 2)).toBe(true);
    expect(squeezedIn(decoding(heard(2, 1.0, 1.07)), words, 2)).toBe(false);
    expect(squeezedIn(decoding(heard(4, 2.0, 2.03)), words, 4)).toBe(true);
    expect(squeezedIn(decoding(heard(4, 2.0, 2.04)), words, 4)).toBe(false);
    // Read twice, once at length: heard. Not placed at all: not squeezed (left out is another matter).
    expect(squeezedIn(decoding(heard(2, 1.0, 1.06), heard(2, 1.5, 1.7)), words, 2)).toBe(false);
    expect(squeezedIn(decoding(heard(3, 1.0, 1.3)), words, 2)).toBe(false);
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

describe('rivalsOffered', () => {
  const words = 'They suck up the nectar with a long tongue'.split(' ');
  const passage = recognizerWords(words);
  const offered = (heard: string) => Object.fromEntries(rivalsOffered(passage, transcriberAlignment(words, heard.split(' ')), words.length - 1));

  it('offers a word heard in place of another there, and leaving out a word not heard', () => {
    // "suck" heard as "tuck" is a mishearing (one sound apart): nothing offered for it.
    expect(offered('They tuck up monkey nectar with a long tongue')).toEqual({ 3: ['monkey'] });
    expect(offered('They suck up the nectar with long tongue')).toEqual({ 6: [''] });
  });

  it('offers it at the word before too when that one is wrong in the transcript as well: which of the two it replaced is a toss-up', () => {
    // "They suck monkey the nectar" heard as "A tuck monkey connector": one word fewer, so the alignment leaves out
    // "They" and pairs "monkey" with "the"; the reader said it for "up", where it is offered too.
    expect(offered('A tuck monkey connector with a long tongue')).toEqual({ 0: [''], 2: ['tuck', 'monkey'], 3: ['monkey'] });
    // "up the" heard as "monkey": leaving "up" out, or "monkey" said for it.
    expect(offered('They suck monkey nectar with a long tongue')).toEqual({ 2: ['', 'monkey'], 3: ['monkey'] });
    // The word before heard right, or the word after wrong: offered at its own place only.
    expect(offered('They suck up the monkey with a long tongue')).toEqual({ 4: ['monkey'] });
    expect(offered('They suck up monkey connector with a long tongue')).toEqual({ 3: ['monkey'] });
  });
});

describe('witnessedRun', () => {
  const passage = recognizerWords('On a windy Saturday Maya and her brother Leo took their new kite to the park The kite was bright yellow'.split(' '));
  const window = { from: 0, to: 12, expected: 0 };

  it('finds the longest run of passage words the witness heard in a row, and counts the words it heard around it', () => {
    // Misheard words around the run, and a shorter run before it.
    expect(witnessedRun(passage, window, ['Oh,', 'a', 'windy', 'day,', 'Maya', 'and', 'her', 'brother', 'Leo', 'look'])).toEqual({
      from: 4,
      length: 5,
      before: 4,
      after: 1,
    });
    // A hyphenated word the transcriber wrote is two words heard.
    expect(witnessedRun(passage, window, ['her-brother', 'Leo'])).toEqual({ from: 6, length: 3, before: 0, after: 0 });
  });

  it('looks beyond the window only when the window holds no run', () => {
    // "the park the kite" lies at 14–17, past the window's end (12).
    expect(witnessedRun(passage, window, ['the', 'park.', 'The', 'kite'])).toEqual({ from: 14, length: 4, before: 0, after: 0 });
    expect(witnessedRun(passage, { from: 0, to: 18, expected: 0 }, ['kite', 'to', 'the'])).toEqual({ from: 12, length: 3, before: 0, after: 0 });
  });

  it('needs three words in a row: two common words agree too easily', () => {
    expect(witnessedRun(passage, window, ['Maya', 'and', 'Leo'])).toBeNull();
    expect(witnessedRun(passage, window, [])).toBeNull();
  });
});

describe.skipIf(!(await moonshineAvailable()))('transcribeEnglish', () => {
  it('transcribes a sentence said by espeak-ng', { timeout: 60_000 }, async () => {
    const wav = await spokenWav('The little yellow bird sings in the morning.');
    const text = (await transcribeEnglish(decodeWav(wav).samples))!.toLowerCase();
    expect(text).toContain('yellow');
    expect(text).toContain('bird');
  });

  /** The transcriber's process (a child of this one), as Linux lists it. */
  const transcriberPid = () =>
    fs
      .readdirSync('/proc/self/task')
      .flatMap((task) => fs.readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number))
      .find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('moonshine-worker.mjs'));

  it('says it cannot serve a clip it fails on or loses, and serves the next', { timeout: 60_000 }, async () => {
    const samples = decodeWav(await spokenWav('The little yellow bird sings in the morning.')).samples;
    // Too short for the model's first convolution: no words, and no guess.
    expect(await transcribeEnglish(new Float32Array(100))).toBeNull();
    expect((await transcribeEnglish(samples))!.toLowerCase()).toContain('bird');
    // Its process stopped while it listened (killed, out of memory): that clip is not heard…
    const pid = transcriberPid()!;
    const lost = transcribeEnglish(samples);
    process.kill(pid, 'SIGKILL');
    expect(await lost).toBeNull();
    // …and the next clip starts another.
    expect((await transcribeEnglish(samples))!.toLowerCase()).toContain('bird');
    expect(transcriberPid()).not.toBe(pid);
  });
});

describe.skipIf(!offlineAlignmentAvailable() || !(await moonshineAvailable()))('weighRivals', () => {
  it('marks a word substituted when the reader said another the transcriber heard', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.id === 'en-k-2')!;
    // "Sam has a tin cup. A bug is in the cup." with "pocket" said for "tin".
    const said = passage.text.split(/\s+/).slice(0, 10);
    const at = passage.words.indexOf('tin');
    said[at] = 'pocket';
    const wav = await spokenWav(said.join(' '));
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
    expect(takeBackHeard(passage.words, wrong, other, alignment.lastWordIndex)[bug]).toBe('correct');
  });

  it('finds the word a substitute replaced when the transcriber pairs it with the next one', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.id === 'en-3-2')!;
    // Read to "stomach" with "monkey" said for "up" (and "sweet" left out): the transcriber hears "A tuck monkey
    // connector" for "They suck monkey the nectar", and its alignment pairs "monkey" with "the".
    const up = passage.words.indexOf('up');
    const text = passage.text.slice(0, passage.text.indexOf('stomach.') + 8);
    const wav = await spokenWav(text.replace('sweet ', '').replace('suck up', 'suck monkey'), 'en-us+f4');
    const { marks, said: rivals } = await listenOffline(wav, decodeWav(wav).samples, passage.words);
    expect(marks[up]).toBe('substituted');
    expect(rivals.get(up)).toBe('monkey');
    expect(marks[up + 1]).toBe('correct');
  });
});

describe.skipIf(!offlineAlignmentAvailable() || !(await moonshineAvailable()))('an omission both recognisers heard', () => {
  it('stands, whatever the second look makes of the pause it left', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.id === 'en-1-1')!;
    // "Beth got to pick a fish" read without "pick": the grammar places nothing there and the transcriber hears
    // nothing there, but the engine before took it back (the second look and the second listening measure an
    // omitted word over its neighbours' sounds).
    const wav = await spokenWav('Beth and her dad went to the fish shop. The shop had fish in big tanks. Beth got to a fish. She did not want a black fish.');
    const { marks } = await listenOffline(wav, decodeWav(wav).samples, passage.words);
    const pick = passage.words.indexOf('pick');
    expect(marks[pick]).toBe('omitted');
    expect(marks.filter((m, i) => i !== pick && m !== 'correct')).toEqual([]);
  });

  it('stands where the grammar squeezed the word into the join as short as it can hear one', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.id === 'en-4-2')!;
    // "The arctic fox has thick coat of fur" read without "a": the grammar fits a 30 ms "a" between "has" and
    // "thick", the transcriber hears nothing there.
    const text = passage.text.slice(0, passage.text.indexOf('keeps its body warm') + 19).replace('has a thick', 'has thick');
    const wav = await spokenWav(text, 'en-us+f4');
    const { marks } = await listenOffline(wav, decodeWav(wav).samples, passage.words);
    expect(marks[passage.words.indexOf('thick') - 1]).toBe('omitted');
  });
});

describe.skipIf(!offlineAlignmentAvailable() || !(await moonshineAvailable()))("the transcriber as the decoding's witness", () => {
  it('finds the reader again after a skipped line, beyond the window the grammar searches', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.id === 'en-2-1')!;
    const first = passage.words.indexOf('park');
    const resumed = passage.words.indexOf('It');
    const last = passage.words.indexOf("Leo's") + 1;
    // The first sentence, then a jump of 29 words (further than the 2 s stretch's window reaches), then read on.
    const wav = await spokenWav(
      'On a windy Saturday, Maya and her brother Leo took their new kite to the park. <break time="800ms"/> It danced and dipped like a bird. <break time="800ms"/> Then a strong gust pulled the string right out of Leo\'s hands.',
    );
    const { alignment, marks } = await listenOffline(wav, decodeWav(wav).samples, passage.words);
    // Placed to its last word, not lost after the first sentence (the grammar alone stops at "yellow", word 20).
    expect(alignment.lastWordIndex).toBe(last);
    const read = [...passage.words.keys()].filter((i) => i <= first || (i >= resumed && i <= last));
    expect(read.filter((i) => marks[i] === 'correct').length).toBeGreaterThanOrEqual(read.length - 3);
    // The line skipped is omitted (but for a word the grammar may hear in the pause before the jump: "the park the").
    const skipped = [...passage.words.keys()].filter((i) => i > first && i < resumed);
    expect(skipped.filter((i) => marks[i] !== 'omitted').length).toBeLessThanOrEqual(1);
  });

  it('marks every word of a short skipped line omitted, within the window too', { timeout: 120_000 }, async () => {
    const passage = PASSAGES.find((p) => p.id === 'en-2-1')!;
    const first = passage.words.indexOf('park');
    const resumed = passage.words.indexOf('Leo', first);
    // "The kite was bright yellow with a long blue tail." skipped: 10 words, within the window's reach.
    const wav = await spokenWav(
      'On a windy Saturday, Maya and her brother Leo took their new kite to the park. <break time="800ms"/> Leo held the string while Maya ran across the grass. <break time="800ms"/> The wind lifted the kite high above the trees.',
    );
    const { alignment, marks } = await listenOffline(wav, decodeWav(wav).samples, passage.words);
    expect(alignment.lastWordIndex).toBe(passage.words.indexOf('trees'));
    const skipped = [...passage.words.keys()].filter((i) => i > first && i < resumed);
    expect(skipped.filter((i) => marks[i] !== 'omitted').length).toBeLessThanOrEqual(1);
  });
});
