import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alphabetFor } from '@common/content/writing-buddy.ts';
import { analyzeHandwriting } from '../index.ts';
import { analyzeLetter } from '../analyze-letter.ts';
import { analyzeWord } from '../analyze-word.ts';
import { random, variedStrokes } from '../synthetic.ts';
import type { StrokeInput } from '../types.ts';
import { HAND_WRITTEN, handWrittenWord } from './fixtures.ts';
import { caseLettersOf, letterModel, letterProbabilities, SEQ_WEIGHTS, topLetter } from './recognizer.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const UPPER = alphabetFor('en').levels.find((l) => l.id === 'uppercase')!.letters;
const LOWER = alphabetFor('en').levels.find((l) => l.id === 'lowercase')!.letters;
const top = (strokes: StrokeInput[], letters: readonly string[]) =>
  topLetter(
    letterProbabilities(
      strokes.map((s) => s.points),
      letters,
    )!,
  );

describe('letter recognizer: the committed model', () => {
  it('is at most 2 MB with the path networks, loads, and carries the data’s attribution beside it', () => {
    const file = path.join(here, 'letters-model.json');
    const seqFile = path.join(here, 'letters-seq.json');
    // The path networks are read only at a weight above 0, and then must be there.
    const pathNetworksRead = Math.max(SEQ_WEIGHTS.capitals, SEQ_WEIGHTS.lowercase) > 0;
    expect(fs.existsSync(seqFile) || !pathNetworksRead).toBe(true);
    const files = [file, seqFile].filter((f) => fs.existsSync(f));
    expect(files.reduce((size, f) => size + fs.statSync(f).size, 0)).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(letterModel()).not.toBeNull();
    expect(letterModel()!.seq !== null).toBe(pathNetworksRead);
    const attribution = 'UNIPEN train_r01_v07, Guyon et al. 1994, International Unipen Foundation, CC BY 4.0';
    for (const f of files) {
      expect((JSON.parse(fs.readFileSync(f, 'utf8')) as { attribution: string }).attribution).toBe(attribution);
      expect(fs.readFileSync(path.join(here, 'letters-model.ATTRIBUTION.md'), 'utf8')).toContain(path.basename(f));
    }
    expect(fs.readFileSync(path.join(here, 'letters-model.ATTRIBUTION.md'), 'utf8')).toContain(attribution);
  });

  it.each([
    ['capitals', UPPER],
    ['lowercase', LOWER],
  ] as const)('reads %s drawn from the school fonts (never in its training data) within their case', (_, letters) => {
    let right = 0;
    const misses: string[] = [];
    for (const [i, letter] of letters.entries()) {
      for (const seed of [70 + i, 170 + i]) {
        const read = top(variedStrokes(letter, seed), letters);
        if (read === letter) right++;
        else misses.push(`${letter}→${read}`);
      }
    }
    console.log(`font-drawn ${letters[0]}…: ${right}/${letters.length * 2}${misses.length ? ` (missed ${misses.join(' ')})` : ''}`);
    expect(right / (letters.length * 2)).toBeGreaterThanOrEqual(0.9);
  });

  it('reads letters written by hand for this test, including those the templates mistook (h, f, e, u for l, c, v)', () => {
    for (const [letter, strokes] of Object.entries(HAND_WRITTEN)) {
      expect(top(strokes, caseLettersOf(letter)), letter).toBe(letter);
    }
  });
});

describe('letter recognizer in the analysis', () => {
  it('a hand-written h is an h, not "looks like l"; the same h written for n is named as an h', () => {
    const h = analyzeHandwriting({ type: 'letter', target: 'h', language: 'en', strokes: HAND_WRITTEN.h!, candidates: LOWER });
    expect(h.recognized).toBe('h');
    expect(h.improvements.join(' ')).not.toContain('looks more like');
    const asN = analyzeHandwriting({ type: 'letter', target: 'n', language: 'en', strokes: HAND_WRITTEN.h!, candidates: LOWER });
    expect(asN.recognized).toBe('h');
    expect(asN.improvements[0]).toBe('This looks more like “h” than “n”. Look at the guide and try again.');
    expect(asN.overall_score).toBeLessThan(40);
  });

  it('a word: each letter is read with the word as context, so a word written well scores well and a wrong letter is named', () => {
    // "hello" from the hand-written letters (never in the training data), asked for as itself and with one letter changed.
    const strokes = handWrittenWord('hello');
    const asked = (target: string, context?: number) => analyzeWord({ type: 'word', target, language: 'en', strokes }, context);
    const hello = asked('hello');
    expect(hello.findings.filter((f) => f.code === 'letterNeedsWork' || f.code === 'missingLetters')).toEqual([]);
    expect(hello.overall).toBeGreaterThanOrEqual(70);
    // The word as context raises the letters' evidence; each letter alone (context 1) reads lower or the same.
    expect(hello.accuracy).toBeGreaterThanOrEqual(asked('hello', 1).accuracy);
    for (const [target, wrong] of [
      ['hollo', 'o'],
      ['hcllo', 'c'],
    ] as const) {
      const result = asked(target);
      expect(result.findings, target).toContainEqual({ code: 'letterNeedsWork', letter: wrong });
      expect(result.overall, target).toBeLessThan(hello.overall);
    }
  });

  it('an accented capital: the recognizer reads the base letter, the templates the accent', () => {
    const candidates = [...UPPER, ...alphabetFor('fr').levels.find((l) => l.id === 'accented')!.letters];
    const e = analyzeHandwriting({ type: 'letter', target: 'É', language: 'fr', strokes: variedStrokes('É', 5), candidates });
    expect(e.recognized).toBe('É');
    const plain = analyzeHandwriting({ type: 'letter', target: 'É', language: 'fr', strokes: variedStrokes('E', 5), candidates });
    expect(plain.recognized).toBe('E');
  });

  it('rejection: scribbles, a letter of the other case written as a different letter, and dots score below 40 (≥ 95%)', () => {
    const rnd = random(404);
    const cases: { target: string; strokes: StrokeInput[]; kind: string }[] = [];
    for (let i = 0; i < 40; i++) {
      // A scribble: a random walk of the pen, one to three strokes.
      const strokes: StrokeInput[] = [];
      for (let s = 0; s < 1 + Math.floor(rnd() * 3); s++) {
        let x = 100 + rnd() * 200;
        let y = 60 + rnd() * 180;
        const points = [];
        for (let k = 0; k < 30; k++) {
          x += (rnd() - 0.5) * 60;
          y += (rnd() - 0.5) * 60;
          points.push({ x, y });
        }
        strokes.push({ points });
      }
      const letters = rnd() < 0.5 ? UPPER : LOWER;
      cases.push({ target: letters[Math.floor(rnd() * 26)]!, strokes, kind: 'scribble' });
    }
    for (let i = 0; i < 26; i++) {
      // The other case, another letter: a capital B asked for as "a".
      const drawn = UPPER[i]!;
      const target = LOWER[(i + 1 + Math.floor(rnd() * 24)) % 26]!;
      if (target === drawn.toLowerCase()) continue;
      cases.push({ target, strokes: variedStrokes(drawn, 900 + i), kind: `${drawn} for ${target}` });
      const lower = LOWER[i]!;
      const capital = UPPER[(i + 1 + Math.floor(rnd() * 24)) % 26]!;
      if (capital !== lower.toUpperCase()) cases.push({ target: capital, strokes: variedStrokes(lower, 950 + i), kind: `${lower} for ${capital}` });
    }
    for (let i = 0; i < 20; i++) {
      // A blank-ish dot: a few points within a few pixels.
      const x = 100 + rnd() * 200;
      const y = 60 + rnd() * 180;
      const points = Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => ({ x: x + rnd() * 4, y: y + rnd() * 4 }));
      cases.push({ target: (rnd() < 0.5 ? UPPER : LOWER)[Math.floor(rnd() * 26)]!, strokes: [{ points }], kind: 'dot' });
    }
    const failures = cases
      .map((c) => ({
        ...c,
        score: analyzeHandwriting({ type: 'letter', target: c.target, language: 'en', strokes: c.strokes, candidates: caseLettersOf(c.target) }).overall_score,
      }))
      .filter((c) => c.score >= 40);
    console.log(
      `rejection: ${cases.length - failures.length}/${cases.length} below 40${failures.length ? ` (${failures.map((f) => `${f.kind}→${f.target} ${f.score}`).join(', ')})` : ''}`,
    );
    expect(failures.length / cases.length).toBeLessThanOrEqual(0.05);
  });

  it('Arabic letters keep the font templates: the recognizer gives no answer for them', () => {
    expect(letterProbabilities([[{ x: 0, y: 0 }]], ['ب', 'ت'])).toBeNull();
    const withModel = analyzeLetter({ type: 'letter', target: 'ب', language: 'ar', strokes: variedStrokes('ب', 5), candidates: ['ب', 'ت', 'ث'] });
    const templates = analyzeLetter({ type: 'letter', target: 'ب', language: 'ar', strokes: variedStrokes('ب', 5), candidates: ['ب', 'ت', 'ث'] }, false);
    expect(withModel).toEqual(templates);
  });
});
