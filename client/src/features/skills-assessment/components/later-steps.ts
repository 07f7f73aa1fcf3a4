// The steps after the intro (letters, rhymes, the reading with its recorder, the results: ~8 KB compressed): their
// code loads once the intro is drawn (./lazy-steps.tsx), so the intro paints without it.
export { CompleteStep } from './complete-step.tsx';
export { FluencyStep } from './fluency-step.tsx';
export { LetterStep } from './letter-step.tsx';
export { RhymeStep } from './rhyme-step.tsx';
