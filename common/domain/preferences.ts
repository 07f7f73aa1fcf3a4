/** Learning and accessibility preferences kept on the account (settings). Plain data: no zod on the client's first load. */
export interface Preferences {
  soundEffects: boolean;
  autoSave: boolean;
  notifications: boolean;
  voiceNavigation: boolean;
  textSize: 'normal' | 'large' | 'x-large';
  reducedMotion: boolean;
  readingFont: boolean;
}

export const TEXT_SIZES = ['normal', 'large', 'x-large'] as const;

export const DEFAULT_PREFERENCES: Preferences = {
  soundEffects: true,
  autoSave: true,
  notifications: true,
  voiceNavigation: true,
  textSize: 'normal',
  reducedMotion: false,
  readingFont: false,
};
