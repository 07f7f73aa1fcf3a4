/** Shapes of the Phonics Tutor API (spec 001 §3 and §7), as the contract defines them. */
export type { PhonicsAnalysis, PhonicsContent, PhonicsProgress, PhonicsSound, PhonicsAchievement } from '@common/contracts/phonics-tutor.ts';
export type { ContentLanguage, Difficulty, PracticeKind } from '../phonics-model.ts';
