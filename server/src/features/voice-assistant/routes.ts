import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantRequestSchema, type AssistantResponse } from '../../../../common/contracts/voice-assistant.ts';
import { guardPrompt } from '../../ai/guard.ts';
import { textFor } from '../../ai/text/index.ts';
import { requireUser } from '../../http/context.ts';

export const voiceAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The mascot's reply. A reply is an AI interaction: the prompt is moderated and logged for a child's parents,
   * counts against the Free plan's daily quota, and the reply is moderated before it is shown.
   */
  app.post('/api/prompting-bar/respond', { schema: { body: assistantRequestSchema } }, async (request): Promise<AssistantResponse> => {
    const user = requireUser(request);
    const { userInput, currentPage, language } = request.body;
    const guarded = await guardPrompt(app, { user, prompt: userInput, language, feature: 'assistant', kind: 'generative' });
    let result;
    try {
      result = await textFor(app.ai).generateDetailed('assistantReply', { message: userInput, page: currentPage, childName: user.firstName }, { language });
    } catch (error) {
      await guarded.release();
      throw error;
    }
    const shown = await guarded.checkOutput(result.output.reply);
    return { response: shown.text, navigateTo: shown.approved ? result.output.navigateTo : null, engine: result.engine };
  });
};
