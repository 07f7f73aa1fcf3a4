/** Shapes of the Writing Buddy API (spec 001 §3 and §7), as the contract defines them. */
export type {
  Alphabet,
  AnalyzeRequest,
  Point,
  SaveRequest,
  SaveResponse,
  Stroke,
  WordList,
  WritingAchievement,
  WritingAnalysis,
  WritingProgress,
  WritingSample,
} from '@common/contracts/writing-buddy.ts';
export type { Difficulty, WritingLanguage } from '../writing-model.ts';
