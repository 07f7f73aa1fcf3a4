/**
 * Creative Lab (spec 001 §7, issue 15): generate a story, draw its pictures, keep it, change it, delete it, share it
 * with the family and school, turn a spoken idea into text, and list a child's creations. The child owns their
 * creations; the adults who may see the child (parents, teachers, administrators) read them with ?childId=.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creationsQuerySchema,
  creationsResponseSchema,
  deleteResponseSchema,
  generateGameRequestSchema,
  generateGameResponseSchema,
  saveGameRequestSchema,
  generateRequestSchema,
  generateResponseSchema,
  illustrationRequestSchema,
  illustrationResponseSchema,
  saveStoryRequestSchema,
  storyIdRequestSchema,
  storyParamsSchema,
  storyResponseSchema,
  TRANSCRIBE_MAX_BYTES,
  TRANSCRIBE_MAX_SECONDS,
  transcribeFieldsSchema,
  transcribeResponseSchema,
  updateStoryRequestSchema,
} from '@common/contracts/creative-lab.ts';
import { bytesSchema } from '@common/contracts/binary.ts';
import { imagesFor } from '../../ai/images/index.ts';
import { assertCanChangeCreation, assertCanReadCreation, assertCanReadUser } from '../../auth/policies.ts';
import { readAudioUpload, type AudioUploadRules } from '../../http/audio-upload.ts';
import { actorOf, requireUser } from '../../http/context.ts';
import { storybookHtml, storybookPdf, type BookPicture } from './book.ts';
import {
  creationWithAuthor,
  createStory,
  deleteStory,
  findStory,
  generateGame,
  generateStory,
  illustrate,
  listCreations,
  saveGame,
  shareStory,
  transcribeIdea,
  updateStory,
} from './service.ts';

const bookSchema = bytesSchema('The printable storybook: text/html or application/pdf');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SPOKEN_IDEA: AudioUploadRules<typeof transcribeFieldsSchema> = {
  fields: transcribeFieldsSchema,
  maxSeconds: TRANSCRIBE_MAX_SECONDS,
  knownContainersOnly: true,
  maxBytes: TRANSCRIBE_MAX_BYTES,
};

export const creativeLabRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: TRANSCRIBE_MAX_BYTES, files: 1, fields: 5, fieldSize: 256, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.post('/api/creative-lab/generate', { schema: { body: generateRequestSchema, response: { 200: generateResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    return generateStory(app, user, request.body);
  });

  app.post(
    '/api/creative-lab/generate-illustration',
    { schema: { body: illustrationRequestSchema, response: { 200: illustrationResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      return illustrate(app, user, request.body);
    },
  );

  app.post('/api/creative-lab/transcribe-audio', { schema: { response: { 200: transcribeResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const upload = await readAudioUpload(request, SPOKEN_IDEA);
    return transcribeIdea(app, user, upload.audio, upload.fields.language);
  });

  app.post('/api/creative-lab/save-story', { schema: { body: saveStoryRequestSchema, response: { 200: storyResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const { id, type: _type, ...fields } = request.body;
    // Saving with the id of an existing story updates it (spec 001 §4), for its owner only.
    if (id) {
      const row = await assertCanChangeCreation(app.db, actorOf(request), await findStory(app.db, id));
      return { success: true as const, story: await updateStory(app.db, user, row, fields, new Date(app.controls.clock.now())) };
    }
    return { success: true as const, story: await createStory(app.db, user, fields) };
  });

  app.post('/api/creative-lab/update-story', { schema: { body: updateStoryRequestSchema, response: { 200: storyResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const { id, type: _type, ...fields } = request.body;
    const row = await assertCanChangeCreation(app.db, actorOf(request), await findStory(app.db, id));
    return { success: true as const, story: await updateStory(app.db, user, row, fields, new Date(app.controls.clock.now())) };
  });

  app.post('/api/creative-lab/delete-story', { schema: { body: storyIdRequestSchema, response: { 200: deleteResponseSchema } } }, async (request) => {
    requireUser(request);
    const row = await assertCanChangeCreation(app.db, actorOf(request), await findStory(app.db, request.body.id));
    await deleteStory(app.db, row);
    return { success: true as const };
  });

  /** Game Builder: a game from one of the child's stories (another child's story: 404). */
  app.post(
    '/api/creative-lab/generate-game',
    { schema: { body: generateGameRequestSchema, response: { 200: generateGameResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const story = await assertCanChangeCreation(app.db, actorOf(request), await findStory(app.db, request.body.storyId));
      return generateGame(app, user, story);
    },
  );

  /** Keeps the game in My Creations as type game (a new one, or the child's own game id changed). */
  app.post('/api/creative-lab/save-game', { schema: { body: saveGameRequestSchema, response: { 200: storyResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const actor = actorOf(request);
    const { id, storyId, title, game } = request.body;
    const existing = id ? await assertCanChangeCreation(app.db, actor, await findStory(app.db, id)) : null;
    const story = storyId ? await assertCanChangeCreation(app.db, actor, await findStory(app.db, storyId)) : null;
    return { success: true as const, story: await saveGame(app, user, story, existing, { title, game }, new Date(app.controls.clock.now())) };
  });

  /** Share: the story is marked for the child's parents and teachers (they read it in the child's creations). */
  app.post('/api/creative-lab/share-story', { schema: { body: storyIdRequestSchema, response: { 200: storyResponseSchema } } }, async (request) => {
    const user = requireUser(request);
    const row = await assertCanChangeCreation(app.db, actorOf(request), await findStory(app.db, request.body.id));
    return { success: true as const, story: await shareStory(app.db, user, row, new Date(app.controls.clock.now())) };
  });

  app.get('/api/creative-lab/my-creations', { schema: { querystring: creationsQuerySchema, response: { 200: creationsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    const ownerId = request.query.childId ?? actor.id;
    await assertCanReadUser(app.db, actor, ownerId);
    return { success: true as const, stories: await listCreations(app.db, ownerId) };
  });

  /** The printable storybook, for the child and the adults who may read their work (no public links). */
  app.get('/api/creative-lab/stories/:id/:file', { schema: { params: storyParamsSchema, response: { 200: bookSchema } } }, async (request, reply) => {
    const actor = actorOf(request);
    const { id, file } = request.params;
    const row = await assertCanReadCreation(app.db, actor, UUID.test(id) ? await findStory(app.db, id) : null);
    const story = await creationWithAuthor(app.db, row);
    const images = imagesFor(app.ai);
    const pictures: (BookPicture | null)[] = await Promise.all(
      story.images.map(async (url) => {
        const image = await images.find(app.db, url.slice(url.lastIndexOf('/') + 1));
        const data = image && image.ownerId === row.userId ? await images.read(image) : null;
        return image && data ? { mime: image.mime, data } : null;
      }),
    );
    const name = `${story.title.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'story'}`;
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    if (file === 'book.pdf') {
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}.pdf`)
        .send(await storybookPdf(story, pictures));
    }
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        // The book is the child's text and our SVGs, inlined: nothing else may load or run.
        .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
        .send(Buffer.from(storybookHtml(story, pictures), 'utf8'))
    );
  });
};
