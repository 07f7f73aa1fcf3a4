export const MODERATION_LANGUAGES = ['en', 'fr', 'ar', 'it'] as const;
export type ModerationLanguage = (typeof MODERATION_LANGUAGES)[number];

/** Prompt categories of the prompt log (spec 002 §3). */
export const PROMPT_CATEGORIES = ['creative-story', 'creative-art', 'educational', 'question', 'general'] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

/** Why a text was flagged; stable codes that messages and the parents' screens can key on. */
export const REASONS = ['profanity', 'violence', 'weapons', 'self-harm', 'sexual', 'drugs', 'scary', 'bullying', 'personal-data'] as const;
export type Reason = (typeof REASONS)[number];

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface ModerationResult {
  /** 100 is spotless; each finding lowers it by its severity. */
  safetyScore: number;
  /** What was found: words as typed, or a label such as "phone number" for personal data (never the data). */
  flaggedWords: string[];
  category: PromptCategory;
  isApproved: boolean;
  reasons: Reason[];
  /** The text with personal data replaced by labels, fit to be stored in the prompt log. */
  redactedText: string;
}

export interface ModerationContext {
  /** The product feature that asks (e.g. 'creative-story'); it settles the category when it implies one. */
  feature?: string;
  /**
   * Whose words these are. A child's prompt is refused for any medium or high finding; an adult's only for
   * profanity and sexual content, because parents and teachers legitimately write about bullying, sadness or a
   * child's name when asking for a plan.
   */
  audience?: 'child' | 'adult';
  /** Generated output is checked without the name detector: stories are full of named characters. */
  source?: 'prompt' | 'output';
  /**
   * How strictly a child's text is treated: the safety level their parent chose (parental controls, default high).
   * high: any medium or high finding, or several mild ones (score under 60), refuses; medium: any medium or high
   * finding refuses; low: only high findings refuse, the rest is approved with a warning and logged. Personal
   * data is refused at every level.
   */
  strictness?: 'high' | 'medium' | 'low';
  /** 'Block inappropriate language' (default on): profanity is refused at every level. */
  blockLanguage?: boolean;
}

export interface ModerateOptions {
  language?: string;
  context?: ModerationContext;
}
