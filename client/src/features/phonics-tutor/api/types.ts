/**
 * Shapes of the Phonics Tutor API (spec 001 §3 and §7). Types only: the contract module's zod schemas stay on the
 * server and out of the page bundle.
 */
export type { PhonicsAnalysis, PhonicsContent, PhonicsProgress, PhonicsSound, PhonicsAchievement } from '@common/contracts/phonics-tutor.ts';
export type { ContentLanguage, Difficulty, PracticeKind } from '../phonics-model.ts';
