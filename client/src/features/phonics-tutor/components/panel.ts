import type { ContentLanguage, PhonicsContent, PhonicsProgress } from '../api/types.ts';
import type { PracticeLanguage } from '../phonics-model.ts';

/** What the sounds and words tabs both show: the loaded lessons and progress, and the practice language. */
export interface PhonicsPanel {
  content: PhonicsContent | undefined;
  progress: PhonicsProgress | undefined;
  /** The lessons' language, which follows the interface for English-speaking children (phonics-model.ts). */
  contentLanguage: ContentLanguage;
  language: PracticeLanguage;
  onLanguageChange: (language: PracticeLanguage) => void;
  uiLanguage: string;
  /** Present when the lessons could not be loaded. */
  onRetry: (() => void) | null;
}
