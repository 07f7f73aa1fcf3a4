/**
 * The one gate every AI feature passes a prompt through:
 *
 *   const guarded = await guardPrompt(app, { user, prompt, language, feature: 'creative-story', kind: 'generative' });
 *   const story = await textFor(app.ai).generate(...);          // only reached when the prompt was approved
 *   const shown = await guarded.checkOutput(story.content);     // moderated before the child sees it
 *
 * For a child it moderates the prompt, writes it to the prompt log (approved or refused, personal data
 * redacted), refuses with a kind message in the child's language (422 prompt_refused) and, for generative
 * requests, uses one of the day's AI interactions (429 quota_exceeded when none is left). Practice feedback
 * (kind 'practice': handwriting, pronunciation, transcription for practice) is moderated and logged but never
 * counted.
 *
 * Adults (parents, teachers, administrators) are moderated too, with the adult policy (only profanity and sexual
 * content refused), but they are not children: their prompts are not written to a child's prompt log and no
 * quota applies to them.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { parentalSettings, promptLogs } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { Role } from '@common/domain/roles.ts';
import { moderateText } from './moderation/engine.ts';
import { outputWithheldMessage, quotaMessage, refusalMessage, warnedMessage } from './moderation/messages.ts';
import type { ModerationResult } from './moderation/types.ts';
import { consumeInteraction, releaseInteraction, type QuotaState } from './quota/quota.ts';
import { keepLinksOut, type LinkFilter } from './moderation/links.ts';

export type InteractionKind = 'generative' | 'practice';

export interface GuardInput {
  user: { id: string; role: Role };
  prompt: string;
  /** The request's language: the prompt is read in it and messages are written in it. */
  language: string;
  /** The feature asking, e.g. 'creative-story', 'creative-art', 'assistant', 'pronunciation'. */
  feature: string;
  kind: InteractionKind;
}

export interface OutputCheck {
  approved: boolean;
  /** The generated text when approved; otherwise an honest message that it was withheld. */
  text: string;
  moderation: ModerationResult;
}

export interface GuardedPrompt {
  moderation: ModerationResult;
  /**
   * A child's prompt that the high safety level would have refused, let through at the level their parents chose
   * (logged all the same): the caller tells the child with this message. Null otherwise.
   */
  warning: string | null;
  /** The prompt-log entry (children only). */
  logId: string | null;
  /** The child's quota after this request (generative requests by children only). */
  quota: QuotaState | null;
  /** Moderates generated text before the user sees it; a withheld output gives the interaction back. */
  checkOutput(text: string): Promise<OutputCheck>;
  /** Gives the interaction back when generation failed; safe to call more than once. */
  release(): Promise<void>;
}

/** The app (its database, and the clock screen time reads), or a bare database (then the system's clock). */
type GuardTarget = { db: Database; controls?: { clock: Clock } } | Database;

const databaseOf = (target: GuardTarget): Database => ('select' in target ? target : target.db);

export async function guardPrompt(target: GuardTarget, input: GuardInput): Promise<GuardedPrompt> {
  const db = databaseOf(target);
  // The log's time is the app's clock, the one the parents' report counts days by (a test server's can be moved).
  const now = new Date(('select' in target ? systemClock : (target.controls?.clock ?? systemClock)).now());
  const isChild = input.user.role === 'child';
  const audience = isChild ? 'child' : 'adult';
  const controls = isChild ? await childControls(db, input.user.id) : ADULT_CONTROLS;
  const moderation = moderateText(input.prompt, {
    language: input.language,
    context: { feature: input.feature, audience, source: 'prompt', strictness: controls.strictness, blockLanguage: controls.blockLanguage },
  });

  let logId: string | null = null;
  if (isChild) {
    const [row] = await db
      .insert(promptLogs)
      .values({
        childId: input.user.id,
        prompt: moderation.redactedText,
        category: moderation.category,
        safetyScore: moderation.safetyScore,
        isApproved: moderation.isApproved,
        flaggedWords: moderation.flaggedWords,
        reasons: moderation.reasons,
        feature: input.feature,
        kind: input.kind,
        language: input.language,
        createdAt: now,
      })
      .returning({ id: promptLogs.id });
    logId = row?.id ?? null;
  }

  if (!moderation.isApproved) {
    throw new HttpError(
      422,
      'prompt_refused',
      refusalMessage(input.language, moderation.reasons, audience),
      undefined,
      {},
      {
        reasons: moderation.reasons,
      },
    );
  }

  let quota: QuotaState | null = null;
  if (isChild && input.kind === 'generative') {
    const attempt = await consumeInteraction(db, input.user.id);
    quota = attempt.quota;
    if (!attempt.allowed) {
      const retryAfter = Math.max(1, Math.ceil((Date.parse(quota.resetsAt) - Date.now()) / 1000));
      throw new HttpError(
        429,
        'quota_exceeded',
        quotaMessage(input.language, quota.limit ?? 0),
        undefined,
        { 'retry-after': String(retryAfter) },
        { remaining: 0, limit: quota.limit, resetsAt: quota.resetsAt },
      );
    }
  }

  let released = false;
  const release = async () => {
    if (released || !quota) return;
    released = true;
    await releaseInteraction(db, input.user.id, quota.day);
  };

  return {
    moderation,
    warning: isChild && controls.strictness !== 'high' && wouldRefuseAtHigh(input, moderation) ? warnedMessage(input.language) : null,
    logId,
    quota,
    release,
    async checkOutput(text: string): Promise<OutputCheck> {
      const verdict = moderateText(text, {
        language: input.language,
        // With 'AI content moderation' off, only what is never fit for a child (high findings) is withheld.
        context: { feature: input.feature, audience, source: 'output', strictness: controls.outputStrictness, blockLanguage: controls.blockLanguage },
      });
      if (verdict.isApproved) return { approved: true, text: isChild ? keepLinksOut(text, controls.links) : text, moderation: verdict };
      await release();
      return { approved: false, text: outputWithheldMessage(input.language), moderation: verdict };
    },
  };
}

interface ChildControls {
  strictness: 'high' | 'medium' | 'low';
  outputStrictness: 'high' | 'medium' | 'low';
  blockLanguage: boolean;
  links: LinkFilter;
}

const ADULT_CONTROLS: ChildControls = {
  strictness: 'high',
  outputStrictness: 'high',
  blockLanguage: true,
  links: { safeSearchOnly: false, blockedWebsites: [] },
};

/**
 * What the child's parents chose (parental controls, issue 13). Before they save anything, the defaults of spec 002
 * §2 apply: safety high and every filter on.
 */
async function childControls(db: Database, childId: string): Promise<ChildControls> {
  const [row] = await db
    .select({
      safetyLevel: parentalSettings.safetyLevel,
      blockLanguage: parentalSettings.blockInappropriateLanguage,
      moderation: parentalSettings.aiContentModeration,
      safeSearchOnly: parentalSettings.safeSearchOnly,
      blockedWebsites: parentalSettings.blockedWebsites,
    })
    .from(parentalSettings)
    .where(eq(parentalSettings.childId, childId));
  if (!row) return { strictness: 'high', outputStrictness: 'high', blockLanguage: true, links: { safeSearchOnly: true, blockedWebsites: [] } };
  return {
    strictness: row.safetyLevel,
    outputStrictness: row.moderation ? row.safetyLevel : 'low',
    blockLanguage: row.blockLanguage,
    links: { safeSearchOnly: row.safeSearchOnly, blockedWebsites: row.blockedWebsites },
  };
}

/** Whether the default, high, level would have refused this approved prompt (a second reading, only below high). */
function wouldRefuseAtHigh(input: GuardInput, moderation: ModerationResult): boolean {
  if (moderation.flaggedWords.length === 0) return false;
  return !moderateText(input.prompt, { language: input.language, context: { feature: input.feature, audience: 'child', source: 'prompt', strictness: 'high' } })
    .isApproved;
}
