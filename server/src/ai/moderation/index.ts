import type { AiRegistry } from '../registry.ts';
import type { AiConfig } from '../config.ts';
import { moderateText } from './engine.ts';
import { MODERATION_LANGUAGES } from './types.ts';
import { lexiconFor } from './lexicon.ts';

export { moderateText, moderationLanguage } from './engine.ts';
export type { ModerationResult, ModerationContext, ModerateOptions, PromptCategory, Reason } from './types.ts';

/**
 * Moderation is served by the builtin engine only, and always: it needs no network, answers in microseconds and
 * gives the same verdict every time, which a child-safety gate and its tests need. A remote moderation model
 * could be added as a second opinion, never as a replacement.
 */
export function registerModeration(registry: AiRegistry, _config: AiConfig): void {
  registry.register('moderation', {
    id: 'builtin',
    kind: 'builtin',
    async check() {
      // Compiling the lexicons proves the content files are present and valid.
      for (const language of MODERATION_LANGUAGES) lexiconFor(language);
      const probe = moderateText('my phone number is 555 123 4567', { language: 'en' });
      return probe.isApproved ? { ok: false, message: 'The moderation lexicons did not load correctly.' } : { ok: true };
    },
  });
}
