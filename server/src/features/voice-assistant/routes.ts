import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantRequestSchema, assistantResponseSchema } from '@common/contracts/voice-assistant.ts';
import { requireUser } from '../../http/context.ts';
import { replyToAssistant } from './service.ts';

export const voiceAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The mascot's reply to what the person said or typed (spec 000 §7). */
  app.post('/api/prompting-bar/respond', { schema: { body: assistantRequestSchema, response: { 200: assistantResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return replyToAssistant(app, user, request.body);
  });
};
