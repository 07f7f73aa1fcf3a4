import type { ImprovementCode, WritingLanguage } from '@common/content/writing-buddy.ts';

export interface StrokeInput {
  points: { x: number; y: number }[];
  timestamp?: number;
}

export interface HandwritingRequest {
  type: 'letter' | 'word';
  target: string;
  /** The writing language: feedback is written in it. */
  language: WritingLanguage;
  strokes: StrokeInput[];
  /** For a letter: the letters the drawing is told apart from (its alphabet level). */
  candidates?: readonly string[];
  /** Earlier samples of the same target by the same child, newest first. */
  recent?: readonly StrokeInput[][];
  /** The drawing surface, for "too small"; the screen's canvas is 400×300. */
  canvas?: { width: number; height: number };
}

/** One thing to fix, as a code and the words to fill in; texts come from content/writing-buddy/feedback.json. */
export interface Finding {
  code: ImprovementCode;
  drawn?: string;
  letter?: string;
  shape?: 'dot' | 'across' | 'down' | 'slant' | 'curve';
  place?: string;
}

export interface HandwritingAnalysis {
  accuracy: number;
  consistency: number;
  overall_score: number;
  feedback: string;
  improvements: string[];
  message: string;
  /** The letter of the alphabet the drawing most resembles (letters only). */
  recognized?: string;
  /** True when the drawing is the target turned the wrong way (b for d, p for q, a mirrored S…). */
  reversal?: boolean;
  findings: Finding[];
  /** Extra remarks of a vision model, when one is configured; never instead of the stroke analysis. */
  remarks?: string;
  engine: string;
}
