/**
 * Findings into words, in the writing language of the request (content/writing-buddy/feedback.json). The main
 * sentence follows the overall score; improvements name what to fix, most important first.
 */
import { feedbackTexts, type Band, type PlaceName, type WritingLanguage } from '@common/content/writing-buddy.ts';
import type { Finding } from './types.ts';

export function bandOf(overall: number): Band {
  if (overall >= 90) return 'excellent';
  if (overall >= 80) return 'great';
  if (overall >= 60) return 'good';
  if (overall >= 40) return 'keepGoing';
  return 'tryAgain';
}

function fill(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Most useful first: a wrong or turned letter, then missing parts, then the hand. */
const ORDER: Finding['code'][] = [
  'reversal',
  'upsideDown',
  'wrongLetter',
  'missingLetters',
  'missingStroke',
  'letterNeedsWork',
  'openLoop',
  'extraStroke',
  'tooSmall',
  'tiltedLeft',
  'tiltedRight',
  'tooNarrow',
  'tooWide',
  'baseline',
  'unevenSize',
  'unevenSpacing',
  'wobbly',
  'changesBetweenTries',
  'keepPracticing',
];

export function describe(language: WritingLanguage, target: string, overall: number, findings: readonly Finding[]) {
  const texts = feedbackTexts(language);
  const sorted = [...findings].sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
  if (sorted.length === 0 && overall < 95) sorted.push({ code: 'keepPracticing' });
  const seen = new Set<string>();
  const improvements: string[] = [];
  for (const finding of sorted) {
    const text = fill(texts.improvements[finding.code], {
      target,
      drawn: finding.drawn,
      letter: finding.letter,
      shape: finding.shape ? texts.shapes[finding.shape] : undefined,
      place: finding.place ? texts.places[finding.place as PlaceName] : undefined,
    });
    if (seen.has(text)) continue;
    seen.add(text);
    improvements.push(text);
  }
  return {
    feedback: fill(texts.bands[bandOf(overall)], { target }),
    improvements: improvements.slice(0, 4),
    message: texts.message,
  };
}
