/**
 * Writing Buddy (spec 001 §2–9): alphabet and practice words for the screen, analysis of a drawing, saving a
 * sample, and the samples and progress of the signed-in learner — or, with ?childId=, of a child the caller
 * looks after (a parent, teacher or administrator of that child; anyone else gets 404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLanguage } from '@common/domain/languages.ts';
import { WRITING_LANGUAGES, type WritingLanguage } from '@common/content/writing-buddy.ts';
import {
  alphabetQuerySchema,
  alphabetResponseSchema,
  analysisSchema,
  analyzeRequestSchema,
  progressQuerySchema,
  samplesQuerySchema,
  samplesResponseSchema,
  saveRequestSchema,
  saveResponseSchema,
  wordsQuerySchema,
  wordsResponseSchema,
  writingProgressSchema,
} from '@common/contracts/writing-buddy.ts';
import { assertCanReadUser } from '../../auth/policies.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { alphabet, analyze, assertImageSize, kindOf, listSamples, presentAnalysis, progress, save, words } from './service.ts';

/** Room for a 1 MB image as base64 plus 5,000 points, so an oversized image gets our 413 and its message. */
const BODY_LIMIT = 3 * 1024 * 1024;

export const writingBuddyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/writing-buddy/alphabet', { schema: { querystring: alphabetQuerySchema, response: { 200: alphabetResponseSchema } } }, async (request) => {
    requireUser(request);
    return alphabet(request.query.language, request.query.ui);
  });

  app.get('/api/writing-buddy/words', { schema: { querystring: wordsQuerySchema, response: { 200: wordsResponseSchema } } }, async (request) => {
    requireUser(request);
    return words(request.query.language, request.query.difficulty);
  });

  app.post(
    '/api/writing-buddy/analyze',
    { bodyLimit: BODY_LIMIT, schema: { body: analyzeRequestSchema, response: { 200: analysisSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      assertImageSize(body.imageDataUrl);
      const kind = kindOf(body.language, body.target, body.type);
      // Recent samples for consistency are the learner's own, or those of a child the caller may read.
      const learnerId = body.userId ?? actor.id;
      await assertCanReadUser(app.db, actor, learnerId);
      const analysis = await analyze(app.db, app.ai, learnerId, { kind, target: body.target, language: body.language, strokes: body.strokes });
      return presentAnalysis(analysis);
    },
  );

  app.post(
    '/api/writing-buddy/save',
    { bodyLimit: BODY_LIMIT, schema: { body: saveRequestSchema, response: { 200: saveResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      assertImageSize(body.imageDataUrl);
      const kind = kindOf(body.language, body.letter, body.type);
      return save(app.db, app.ai, user.id, {
        kind,
        target: body.letter,
        language: body.language,
        strokes: body.handwritingData,
        imageDataUrl: body.imageDataUrl,
      });
    },
  );

  app.get('/api/writing-buddy/samples', { schema: { querystring: samplesQuerySchema, response: { 200: samplesResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const learnerId = request.query.childId ?? actor.id;
    await assertCanReadUser(app.db, actor, learnerId);
    return listSamples(app.db, learnerId, request.query.limit);
  });

  app.get('/api/writing-buddy/progress', { schema: { querystring: progressQuerySchema, response: { 200: writingProgressSchema } } }, async (request) => {
    const user = requireUser(request);
    const actor = actorOf(request);
    const learnerId = request.query.childId ?? actor.id;
    await assertCanReadUser(app.db, actor, learnerId);
    return progress(app.db, learnerId, request.query.language ?? textLanguageOf(user.preferredLanguage));
  });
};

/** Achievement titles follow the reader's interface language when it is a writing language, else English. */
function textLanguageOf(preferred: string): WritingLanguage {
  const code = normalizeLanguage(preferred);
  return code && (WRITING_LANGUAGES as readonly string[]).includes(code) ? (code as WritingLanguage) : 'en';
}
