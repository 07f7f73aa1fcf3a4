/**
 * Shapes of the Writing Buddy API (spec 001 §3 and §7). Types only: the contract module's zod schemas stay on the
 * server and out of the page bundle.
 */
export type {
  AnalyzeRequest,
  SaveRequest,
  WritingAchievement,
  WritingAnalysis,
  WritingProgress,
  WritingSample,
} from '@common/contracts/writing-buddy.ts';
export type { Difficulty, WritingLanguage } from '../writing-model.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Stroke {
  points: Point[];
  timestamp: number;
}
