import type { FastifyInstance } from 'fastify';
import type { AssistantResponse } from '@common/contracts/voice-assistant.ts';
import { guardPrompt } from '../../ai/guard.ts';
import { textFor } from '../../ai/text/index.ts';
import type { UserRow } from '../../auth/sessions.ts';

/**
 * The mascot's reply. A reply is an AI interaction: the prompt is moderated and logged for a child's parents,
 * counts against the Free plan's daily quota, and the reply is moderated before it is shown.
 */
export async function replyToAssistant(
  app: FastifyInstance,
  user: UserRow,
  input: { userInput: string; currentPage: string; language: string },
): Promise<AssistantResponse> {
  const { userInput, currentPage, language } = input;
  const guarded = await guardPrompt(app, { user, prompt: userInput, language, feature: 'assistant', kind: 'generative' });
  let result;
  try {
    result = await textFor(app.ai).generateDetailed('assistantReply', { message: userInput, page: currentPage, childName: user.firstName }, { language });
  } catch (error) {
    // A reply that never came must not count against the quota.
    await guarded.release();
    throw error;
  }
  const shown = await guarded.checkOutput(result.output.reply);
  // At a safety level below high, a prompt the high level would refuse is answered with a warning first.
  const response = guarded.warning && shown.approved ? `${guarded.warning} ${shown.text}` : shown.text;
  return { response, navigateTo: shown.approved ? result.output.navigateTo : null, engine: result.engine };
}
