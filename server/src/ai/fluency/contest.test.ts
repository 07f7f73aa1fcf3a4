/**
 * The transcriber's judgement in the passage's context (contest.ts): the texts it is asked about, and, with a real
 * espeak-ng reading and the real Moonshine model, that it finds a word said in place of the passage's word, keeps a
 * word read right where its own transcript misheard it, and finds a word read that its transcript left out.
 */
import { describe, expect, it } from 'vitest';
import type { WordMark } from '@common/contracts/fluency.ts';
import { moonshineAvailable, scoreEnglish } from '../speech/moonshine.ts';
import { decodeWav, STT_SAMPLE_RATE } from '../speech/wav.ts';
import { contestsOffered, contestTexts, judgeInPassage, withJudgement } from './contest.ts';
import { transcriberAlignment } from './rivals.ts';
import { spokenWav } from './synthetic.ts';

const words = 'The cat ran to the big red pen'.split(' ');

describe('contestsOffered', () => {
  it('offers the words the transcriber heard as an unlike word, or not at all, in the stretch where it heard them', () => {
    const perStretch = [
      ['The', 'cat', 'jumped', 'to'],
      ['big', 'bed', 'pen.'],
    ];
    const other = transcriberAlignment(words, perStretch.flat());
    // "jumped" for "ran": offered; "the" not heard: in the stretch of the word heard before it; "bed" for "red": a
    // mishearing (one sound apart), not offered.
    expect(contestsOffered(words, perStretch, other, words.length - 1)).toEqual(
      new Map([
        [
          0,
          [
            { at: 2, rival: 'jumped' },
            { at: 4, rival: null },
          ],
        ],
      ]),
    );
    // Not past the last word read.
    expect(contestsOffered(words, perStretch, other, 1)).toEqual(new Map());
  });

  it('does not offer the passage word written joined to its neighbour', () => {
    const passage = 'Honey bees fly to the big red pen'.split(' ');
    const heard = ['Honeybees', 'fly', 'to', 'the', 'big', 'jumped', 'pen'];
    const other = transcriberAlignment(passage, heard);
    // "Honey", which the transcript has not on its own, is put to it as a word left out.
    expect(contestsOffered(passage, [heard], other, passage.length - 1)).toEqual(
      new Map([
        [
          0,
          [
            { at: 0, rival: null },
            { at: 6, rival: 'jumped' },
          ],
        ],
      ]),
    );
  });
});

describe('contestTexts', () => {
  it("puts the passage's words placed in the stretch against the same words changed at one", () => {
    expect(contestTexts(words, [0, 1, 2, 3], { at: 2, rival: 'jumped' })).toEqual(['The cat ran to', 'The cat jumped to']);
    expect(contestTexts(words, [0, 1, 2, 3], { at: 0, rival: 'rabbit' })).toEqual(['The cat ran to', 'Rabbit cat ran to']);
    // A word left out at the stretch's end, or its start (the next word then starts the sentence).
    expect(contestTexts(words, [0, 1, 2, 3], { at: 4, rival: null })).toEqual(['The cat ran to the', 'The cat ran to']);
    expect(contestTexts(words, [5, 6, 7], { at: 4, rival: null })).toEqual(['the big red pen', 'Big red pen']);
  });
});

describe('withJudgement', () => {
  it('marks substituted only a word heard as read, and takes back only an omission', () => {
    const marks: WordMark[] = ['correct', 'correct', 'omitted', 'omitted', 'substituted', 'correct'];
    const judged = withJudgement(marks, {
      said: new Map([
        [1, 'jumped'],
        [4, 'pocket'],
        [3, 'seven'],
      ]),
      read: new Set([2, 5]),
    });
    expect(judged.marks).toEqual(['correct', 'substituted', 'correct', 'omitted', 'substituted', 'correct']);
    expect(judged.said).toEqual(new Map([[1, 'jumped']]));
  });
});

describe.skipIf(!(await moonshineAvailable()))('the judgement on a real reading', () => {
  const passage = 'Sam has a yellow cup and a red hat'.split(' ');
  /** The reading as one stretch (a sentence of a few seconds). */
  const listen = async (said: string) => decodeWav(await spokenWav(said)).samples;
  /** The judgement given what the transcriber is said to have heard in it. */
  const judge = async (samples: Float32Array, heard: string) => {
    const transcript = heard.split(' ');
    const whole = [{ start: 0, end: samples.length / STT_SAMPLE_RATE }];
    return judgeInPassage(samples, whole, [transcript], passage, transcriberAlignment(passage, transcript), passage.length - 1);
  };

  it('weighs texts against a clip: the text said is likelier than one changed', { timeout: 60_000 }, async () => {
    const samples = await listen('Sam has a yellow cup and a red hat.');
    const [said, changed] = (await scoreEnglish(samples, ['Sam has a yellow cup and a red hat.', 'Sam has a red cup and a red hat.']))!;
    expect(said!).toBeGreaterThan(changed!);
    expect(said!).toBeLessThan(0);
  });

  it('finds the word said in place of the passage word, and not one its transcript misheard', { timeout: 60_000 }, async () => {
    // Read with "pocket" for "yellow".
    const substituted = await listen('Sam has a pocket cup and a red hat.');
    expect((await judge(substituted, 'Sam has a pocket cup and a red hat.')).said).toEqual(new Map([[3, 'pocket']]));
    // Read right: the transcript's "pocket" does not hold once the passage's word is offered, and the word is found
    // read (a mark of omission there is taken back).
    const right = await listen('Sam has a yellow cup and a red hat.');
    expect(await judge(right, 'Sam has a pocket cup and a red hat.')).toEqual({ said: new Map(), read: new Set([3]) });
  });

  it('marks no word substituted for a word heard that has no pronunciation (a name heard spelled otherwise)', { timeout: 60_000 }, async () => {
    const samples = await listen('Sam has a zorbled cup and a red hat.');
    expect((await judge(samples, 'Sam has a zorbled cup and a red hat.')).said).toEqual(new Map());
  });

  it('finds a word read that its transcript left out, and not one left out', { timeout: 60_000 }, async () => {
    const right = await listen('Sam has a yellow cup and a red hat.');
    expect((await judge(right, 'Sam has a cup and a red hat.')).read).toEqual(new Set([3]));
    const omitted = await listen('Sam has a cup and a red hat.');
    expect((await judge(omitted, 'Sam has a cup and a red hat.')).read).toEqual(new Set());
  });
});
