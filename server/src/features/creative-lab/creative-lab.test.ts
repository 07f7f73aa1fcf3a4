import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildChild, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { createAiRegistry } from '../../ai/setup.ts';
import { loadAiConfig } from '../../ai/config.ts';
import { EspeakTtsEngine } from '../../ai/speech/tts-espeak.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../ai/testing/fake-openai-server.ts';
import { testAiConfig, textAndImagesRegistry } from '../../ai/testing/test-registry.ts';
import { promptLogs, stories } from '../../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: createAiRegistry(loadAiConfig({}, null)) });
});
afterAll(() => server.close());

const db = () => server.database.db;
const anonymous = () => new Client(server.url);

async function family() {
  const kid = await buildChild(db(), { age: 6, firstName: 'Maya' });
  const adult = await buildParent(db(), { children: [kid], values: { plan: 'premium' } });
  const child = await new Client(server.url).signIn(kid.username, TEST_PIN);
  const parent = await new Client(server.url).signIn(adult.username, TEST_PASSWORD);
  return { kid, child, parent };
}

async function savedStory(child: Client, title = 'The Brave Dragon') {
  const res = await child.post('/api/creative-lab/save-story', {
    title,
    content: 'Once upon a time.\n\nA problem.\n\nThe end.',
    images: [],
    type: 'story',
    language: 'en',
  });
  expect(res.status).toBe(200);
  return res.body.story as { id: string };
}

async function upload(client: Client | null, audio: Buffer, fields: Record<string, string> = {}, type = 'audio/wav') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('audio', new Blob([new Uint8Array(audio)], { type }), 'idea.wav');
  const response = await fetch(`${server.url}/api/creative-lab/transcribe-audio`, {
    method: 'POST',
    headers: { 'x-requested-with': 'wren-test', ...(client ? { cookie: client.sessionCookie } : {}) },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/creative-lab/generate', () => {
  it('answers 401 without a session and 400 for a blank idea', async () => {
    expect((await anonymous().post('/api/creative-lab/generate', { prompt: 'a dragon', type: 'story', language: 'en' })).status).toBe(401);
    const { child } = await family();
    const res = await child.post('/api/creative-lab/generate', { prompt: '   ', type: 'story', language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please write a story idea first');
  });

  it('a child gets a story in three parts naming their idea, with a title, and the prompt is logged for the parents', async () => {
    const { kid, child, parent } = await family();
    const res = await child.post('/api/creative-lab/generate', { prompt: 'a dragon who is afraid of the dark', type: 'story', language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.content.split('\n\n')).toHaveLength(3);
    expect(res.body.content.toLowerCase()).toContain('dragon');
    expect(res.body.title.length).toBeGreaterThan(2);
    const logs = (await parent.get(`/api/parental-control/prompt-logs/${kid.id}`)).body;
    expect(logs[0]).toMatchObject({ prompt: 'a dragon who is afraid of the dark', isApproved: true });
  });

  it('writes in French and Arabic when asked', async () => {
    const { child } = await family();
    const fr = await child.post('/api/creative-lab/generate', { prompt: 'un chat dans la forêt', type: 'story', language: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.body.content).toMatch(/\b(le|la|un|une)\b/);
    const ar = await child.post('/api/creative-lab/generate', { prompt: 'قطة في الغابة', type: 'story', language: 'ar' });
    expect(ar.status).toBe(200);
    expect(ar.body.content).toMatch(/[\u0600-\u06FF]/);
  });

  it('writes in Italian when the interface is Italian: an Italian story for the idea, in three parts, with an Italian title', async () => {
    const { child } = await family();
    const res = await child.post('/api/creative-lab/generate', { prompt: 'un drago che ha paura del buio', type: 'story', language: 'it' });
    expect(res.status).toBe(200);
    const parts = (res.body.content as string).split('\n\n');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/^(C'era una volta|Tanto tempo fa|Questa è la storia di)/);
    expect(parts[0]).toContain('drago');
    expect(parts[2]).toMatch(/Fine\.$/);
    expect(res.body.content).toMatch(/\b(il|la|una?|di|che)\b/);
    expect(res.body.content).not.toMatch(/\b(the|and|was|with|they)\b/i);
    expect(res.body.title).not.toMatch(/\b(the|and|of|a)\b/i);
    expect(res.body.title).toMatch(/[a-zà-ù]/i);
  });

  it('a refused prompt gets a kind message, no story, and is logged as refused', async () => {
    const { kid, child } = await family();
    const res = await child.post('/api/creative-lab/generate', { prompt: 'my phone number is 555 123 4567 call me', type: 'story', language: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('prompt_refused');
    expect(res.body.content).toBeUndefined();
    const [log] = await db().select().from(promptLogs).where(eq(promptLogs.childId, kid.id));
    expect(log).toMatchObject({ isApproved: false, feature: 'creative-story' });
  });

  it("a Free child's sixth story or picture set of the day answers 429, and the count left is shown", async () => {
    const kid = await buildChild(db());
    const child = await new Client(server.url).signIn(kid.username, TEST_PIN);
    const first = await child.post('/api/creative-lab/generate', { prompt: 'a cat who sings', language: 'en' });
    expect(first.body.quota).toEqual({ remaining: 4, limit: 5 });
    const pictures = await child.post('/api/creative-lab/generate-illustration', { storyText: first.body.content, prompt: '', language: 'en' });
    expect(pictures.status).toBe(200);
    expect(pictures.body.quota).toEqual({ remaining: 3, limit: 5 });
    for (let i = 0; i < 3; i++) expect((await child.post('/api/creative-lab/generate', { prompt: `a fox ${i}`, language: 'en' })).status).toBe(200);
    const res = await child.post('/api/creative-lab/generate', { prompt: 'a bear', language: 'en' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'quota_exceeded', remaining: 0 });
  });
});

describe('POST /api/creative-lab/generate-illustration', () => {
  it('answers 401 without a session and 400 with nothing to draw', async () => {
    expect((await anonymous().post('/api/creative-lab/generate-illustration', { storyText: 'a cat', prompt: '', language: 'en' })).status).toBe(401);
    const { child } = await family();
    const res = await child.post('/api/creative-lab/generate-illustration', { storyText: '', prompt: '', language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Write a story or a description first');
  });

  it('draws one picture per part, each an SVG the child and their parent may open and a stranger may not', async () => {
    const { child, parent } = await family();
    const story = (await child.post('/api/creative-lab/generate', { prompt: 'a friendship between a dragon and a mouse', language: 'en' })).body.content;
    const res = await child.post('/api/creative-lab/generate-illustration', { storyText: story, prompt: '', language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(3);
    expect(res.body.imageUrl).toBe(res.body.images[0].url);
    const picture = await child.get(res.body.images[1].url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect((await parent.get(res.body.images[1].url)).status).toBe(200);
    const stranger = await new Client(server.url).signIn((await buildChild(db())).username, TEST_PIN);
    expect((await stranger.get(res.body.images[1].url)).status).toBe(404);
  });

  it('the art generator keeps the picture in My Creations as type art', async () => {
    const { child } = await family();
    const res = await child.post('/api/creative-lab/generate-illustration', {
      prompt: 'a purple cat in space',
      style: 'watercolor',
      type: 'art',
      language: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(1);
    const list = (await child.get('/api/creative-lab/my-creations')).body.stories;
    expect(list[0]).toMatchObject({ id: res.body.creationId, type: 'art', thumbnail: res.body.imageUrl });
  });
});

describe('save-story, update-story, delete-story, my-creations', () => {
  it('answer 401 without a session', async () => {
    expect((await anonymous().post('/api/creative-lab/save-story', { title: 'x', content: 'y' })).status).toBe(401);
    expect((await anonymous().post('/api/creative-lab/update-story', { id: crypto.randomUUID(), title: 'x', content: 'y' })).status).toBe(401);
    expect((await anonymous().post('/api/creative-lab/delete-story', { id: crypto.randomUUID() })).status).toBe(401);
    expect((await anonymous().get('/api/creative-lab/my-creations')).status).toBe(401);
  });

  it('answer 400 for a blank title, no content, a picture from elsewhere, or a malformed id, and save nothing', async () => {
    const { kid, child } = await family();
    expect((await child.post('/api/creative-lab/save-story', { title: ' ', content: 'A story.' })).body.message).toContain('Please give your story a title');
    expect((await child.post('/api/creative-lab/save-story', { title: 'T', content: '' })).status).toBe(400);
    const foreign = await child.post('/api/creative-lab/save-story', { title: 'T', content: 'A.', images: ['https://example.com/x.png'] });
    expect(foreign.status).toBe(400);
    const unknownPicture = await child.post('/api/creative-lab/save-story', { title: 'T', content: 'A.', images: [`/api/images/${crypto.randomUUID()}`] });
    expect(unknownPicture.status).toBe(400);
    expect(unknownPicture.body.message).toBe('Pictures must be ones made in Creative Lab');
    expect((await child.post('/api/creative-lab/delete-story', { id: 'nope' })).status).toBe(400);
    expect(await db().select().from(stories).where(eq(stories.userId, kid.id))).toHaveLength(0);
  });

  it('a child saves, updates and deletes their own story, newest first in My Creations', async () => {
    const { kid, child } = await family();
    const pictures = (
      await child.post('/api/creative-lab/generate-illustration', { storyText: 'A fox in the forest.\n\nThe fox is lost.\n\nHome again.', language: 'en' })
    ).body;
    const saved = await child.post('/api/creative-lab/save-story', {
      title: 'The Lost Fox',
      content: 'A fox in the forest.\n\nThe fox is lost.\n\nHome again.',
      images: pictures.images.map((p: { url: string }) => p.url),
      type: 'story',
      language: 'en',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, story: { title: 'The Lost Fox', type: 'story', author: 'Maya', thumbnail: pictures.imageUrl } });
    const second = await savedStory(child, 'Second');
    const list = await child.get('/api/creative-lab/my-creations');
    expect(list.body.success).toBe(true);
    expect(list.body.stories.map((s: { title: string }) => s.title)).toEqual(['Second', 'The Lost Fox']);

    const updated = await child.post('/api/creative-lab/update-story', {
      id: second.id,
      title: 'Second, changed',
      content: 'New words.',
      images: [],
      type: 'story',
      language: 'en',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.story).toMatchObject({ id: second.id, title: 'Second, changed', content: 'New words.' });

    expect((await child.post('/api/creative-lab/delete-story', { id: second.id })).body).toEqual({ success: true });
    const [row] = await db().select().from(stories).where(eq(stories.userId, kid.id));
    expect(row?.title).toBe('The Lost Fox');
    expect((await child.post('/api/creative-lab/delete-story', { id: second.id })).status).toBe(404);
  });

  it("another child's story: update and delete answer 404 and change nothing; the parent reads it but may not change it (403)", async () => {
    const { kid, child, parent } = await family();
    const story = await savedStory(child, 'Mine');
    const other = await new Client(server.url).signIn((await buildChild(db())).username, TEST_PIN);
    expect((await other.post('/api/creative-lab/update-story', { id: story.id, title: 'Stolen', content: 'x' })).status).toBe(404);
    expect((await other.post('/api/creative-lab/delete-story', { id: story.id })).status).toBe(404);
    expect((await other.post('/api/creative-lab/save-story', { id: story.id, title: 'Stolen', content: 'x' })).status).toBe(404);
    expect((await other.get(`/api/creative-lab/my-creations?childId=${kid.id}`)).status).toBe(404);
    expect((await parent.post('/api/creative-lab/update-story', { id: story.id, title: 'Parent', content: 'x' })).status).toBe(403);
    expect((await parent.post('/api/creative-lab/delete-story', { id: story.id })).status).toBe(403);
    const [row] = await db().select().from(stories).where(eq(stories.id, story.id));
    expect(row?.title).toBe('Mine');
    const seen = await parent.get(`/api/creative-lab/my-creations?childId=${kid.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.stories[0]).toMatchObject({ id: story.id, title: 'Mine' });
  });

  it('sharing marks the story for the parents and the teacher, who find it in the child’s creations', async () => {
    const { kid, child } = await family();
    const teacherRow = await buildTeacher(db(), { students: [kid] });
    const teacher = await new Client(server.url).signIn(teacherRow.username, TEST_PASSWORD);
    const story = await savedStory(child, 'For my class');
    const shared = await child.post('/api/creative-lab/share-story', { id: story.id });
    expect(shared.status).toBe(200);
    expect(shared.body.story.sharedAt).not.toBeNull();
    const seen = await teacher.get(`/api/creative-lab/my-creations?childId=${kid.id}`);
    expect(seen.body.stories[0]).toMatchObject({ id: story.id, sharedAt: shared.body.story.sharedAt });
  });
});

describe('the printable storybook', () => {
  it('HTML and PDF with a page per part, its picture and the child as author, for the child and parent only', async () => {
    const { child, parent } = await family();
    const content = 'A fox in the forest.\n\nThe fox is lost.\n\nHome again.';
    const pictures = (await child.post('/api/creative-lab/generate-illustration', { storyText: content, language: 'en' })).body;
    const story = (
      await child.post('/api/creative-lab/save-story', {
        title: 'The <Lost> Fox',
        content,
        images: pictures.images.map((p: { url: string }) => p.url),
        language: 'en',
      })
    ).body.story;
    expect((await anonymous().get(`/api/creative-lab/stories/${story.id}/book.html`)).status).toBe(401);
    const html = await child.get(`/api/creative-lab/stories/${story.id}/book.html`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.text).toContain('The &#60;Lost&#62; Fox');
    expect(html.text).toContain('By Maya');
    expect(html.text.match(/class="page"/g)).toHaveLength(3);
    expect(html.text.match(/<img src="data:image\/svg\+xml;base64,/g)).toHaveLength(3);
    const pdf = await parent.get(`/api/creative-lab/stories/${story.id}/book.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const stranger = await new Client(server.url).signIn((await buildChild(db())).username, TEST_PIN);
    expect((await stranger.get(`/api/creative-lab/stories/${story.id}/book.pdf`)).status).toBe(404);
    expect((await child.get(`/api/creative-lab/stories/${story.id}/book.exe`)).status).toBe(400);
  });

  it('an Arabic storybook is right to left', async () => {
    const { child } = await family();
    const story = (await child.post('/api/creative-lab/save-story', { title: 'التنين', content: 'كان يا ما كان.\n\nالنهاية.', language: 'ar' })).body.story;
    const html = await child.get(`/api/creative-lab/stories/${story.id}/book.html`);
    expect(html.text).toContain('dir="rtl"');
    expect(html.text).toContain('بقلم Maya');
    expect((await child.get(`/api/creative-lab/stories/${story.id}/book.pdf`)).status).toBe(200);
  });
});

describe('POST /api/creative-lab/transcribe-audio', () => {
  const espeak = new EspeakTtsEngine();

  it('answers 401 without a session and 400 without a recording', async () => {
    const audio = await espeak.synthesize({ text: 'a dragon', language: 'en', voice: 'alloy' });
    expect((await upload(null, audio)).status).toBe(401);
    const { child } = await family();
    const form = new FormData();
    form.append('language', 'en');
    const res = await fetch(`${server.url}/api/creative-lab/transcribe-audio`, {
      method: 'POST',
      headers: { 'x-requested-with': 'wren-test', cookie: child.sessionCookie },
      body: form,
    });
    expect(res.status).toBe(400);
  });

  it('pocketsphinx hears a spoken idea made with espeak-ng, and the transcript is logged for the parents', async () => {
    const { kid, child } = await family();
    // The story vocabulary lets pocketsphinx hear the idea; its general language model hears 'who da da da'.
    const audio = await espeak.synthesize({ text: 'a dragon who is afraid of the dark', language: 'en', voice: 'onyx' });
    const res = await upload(child, audio, { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.engine).toBe('pocketsphinx');
    expect(res.body.text).toContain('dragon');
    expect(res.body.text).toContain('dark');
    const [log] = await db().select().from(promptLogs).where(eq(promptLogs.childId, kid.id));
    expect(log).toMatchObject({ feature: 'creative-story', kind: 'practice', isApproved: true });
  }, 60_000);

  it('French with no transcription server says to type instead', async () => {
    const { child } = await family();
    const audio = await espeak.synthesize({ text: 'un dragon', language: 'fr', voice: 'alloy' });
    const res = await upload(child, audio, { language: 'fr' });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('Please type your story idea instead.');
  });
});

describe('Game Builder: generate-game and save-game', () => {
  const STORY = 'Once upon a time a small dragon lived in a cave.\n\nOne night the lamp went out and the dragon was afraid.\n\nIn the end the stars came out.';
  const aGame = {
    intro: 'A small dragon lived in a cave.',
    question: 'What should the dragon do?',
    choices: [
      { text: 'Ask the owl', ending: 'The owl lit a lantern. The end.' },
      { text: 'Sing a song', ending: 'The song made the dark feel cosy. The end.' },
    ],
  };

  async function story(child: Client, language = 'en', content = STORY) {
    const res = await child.post('/api/creative-lab/save-story', { title: 'The Dragon and the Dark', content, language });
    expect(res.status).toBe(200);
    return res.body.story as { id: string };
  }

  it('answer 401 without a session and 400 for a malformed story id, a game with one choice or an empty ending', async () => {
    expect((await anonymous().post('/api/creative-lab/generate-game', { storyId: crypto.randomUUID() })).status).toBe(401);
    expect((await anonymous().post('/api/creative-lab/save-game', { storyId: crypto.randomUUID(), title: 'G', game: aGame })).status).toBe(401);
    const { kid, child } = await family();
    const { id } = await story(child);
    expect((await child.post('/api/creative-lab/generate-game', { storyId: 'nope' })).status).toBe(400);
    const one = await child.post('/api/creative-lab/save-game', { storyId: id, title: 'G', game: { ...aGame, choices: [aGame.choices[0]] } });
    expect(one.status).toBe(400);
    expect(one.body.message).toContain('A game needs 2 or 3 choices');
    const blank = await child.post('/api/creative-lab/save-game', {
      storyId: id,
      title: 'G',
      game: { ...aGame, choices: [aGame.choices[0], { text: 'Hide', ending: '  ' }] },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Each ending is required');
    expect((await child.post('/api/creative-lab/save-game', { title: 'G', game: aGame })).body.message).toContain('Choose one of your stories first');
    expect(
      await db()
        .select()
        .from(stories)
        .where(and(eq(stories.userId, kid.id), eq(stories.type, 'game'))),
    ).toHaveLength(0);
  });

  it('a child turns their story into a game with 2–3 different endings (builtin, in the story’s language), saves it and finds it in My Creations', async () => {
    const { kid, child, parent } = await family();
    const { id } = await story(child);
    const res = await child.post('/api/creative-lab/generate-game', { storyId: id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, engine: 'builtin', title: 'The Dragon and the Dark' });
    const game = res.body.game as typeof aGame;
    expect(game.intro).toContain('small dragon lived in a cave');
    expect(game.intro).toContain('the dragon was afraid');
    expect(game.intro).not.toContain('stars came out');
    expect(game.choices.length).toBeGreaterThanOrEqual(2);
    expect(game.choices.length).toBeLessThanOrEqual(3);
    expect(new Set(game.choices.map((c) => c.ending)).size).toBe(game.choices.length);
    // The story was moderated and logged for the parents like any prompt.
    const logs = await db().select().from(promptLogs).where(eq(promptLogs.childId, kid.id));
    expect(logs.some((l) => l.feature === 'creative-game' && l.isApproved)).toBe(true);

    const edited = { ...game, choices: game.choices.map((c, i) => (i === 0 ? { ...c, text: 'Call the friendly owl' } : c)) };
    const saved = await child.post('/api/creative-lab/save-game', { storyId: id, title: 'Dragon Game', game: edited });
    expect(saved.status).toBe(200);
    expect(saved.body.story).toMatchObject({
      type: 'game',
      title: 'Dragon Game',
      game: { choices: expect.arrayContaining([expect.objectContaining({ text: 'Call the friendly owl' })]) },
    });
    const gameId = saved.body.story.id as string;
    const changed = await child.post('/api/creative-lab/save-game', { id: gameId, title: 'Dragon Game 2', game: aGame });
    expect(changed.status).toBe(200);
    expect(changed.body.story).toMatchObject({ id: gameId, title: 'Dragon Game 2', game: aGame });

    const mine = (await child.get('/api/creative-lab/my-creations')).body.stories as { id: string; type: string }[];
    expect(mine.find((c) => c.id === gameId)?.type).toBe('game');
    // The family plays it from the child's creations.
    const seen = (await parent.get(`/api/creative-lab/my-creations?childId=${kid.id}`)).body.stories as { id: string; game: unknown }[];
    expect(seen.find((c) => c.id === gameId)?.game).toEqual(aGame);
    expect((await parent.post('/api/creative-lab/save-game', { id: gameId, title: 'Parent', game: aGame })).status).toBe(403);
  });

  it('writes the game in French, Arabic and Italian for stories in those languages', async () => {
    const { child } = await family();
    const fr = await story(child, 'fr', 'Un petit chat vivait dans la forêt.\n\nUn jour, il perdit sa balle.\n\nIl la retrouva.');
    const frGame = (await child.post('/api/creative-lab/generate-game', { storyId: fr.id })).body.game;
    expect(frGame.question).toBe('Que se passe-t-il ensuite ? À toi de choisir !');
    expect(frGame.choices[0].ending).toMatch(/Fin\.$/);
    const ar = await story(child, 'ar', 'كانت قطة صغيرة تعيش في الغابة.\n\nفي يوم ضاعت كرتها.\n\nثم وجدتها.');
    const arGame = (await child.post('/api/creative-lab/generate-game', { storyId: ar.id })).body.game;
    expect(arGame.choices[0].ending).toMatch(/النهاية\.$/);
    expect(arGame.intro).toContain('قطة صغيرة');
    const it = await story(child, 'it', 'Un gattino viveva nel bosco.\n\nUn giorno perse la sua palla.\n\nPoi la ritrovò.');
    const itRes = await child.post('/api/creative-lab/generate-game', { storyId: it.id });
    const itGame = itRes.body.game;
    expect(itGame.question).toBe('Che cosa succede adesso? Scegli tu!');
    expect(itGame.intro).toContain('Un gattino viveva nel bosco.');
    for (const choice of itGame.choices) {
      expect(choice.ending).toMatch(/Fine\.$/);
      expect(`${choice.text} ${choice.ending}`).not.toMatch(/\b(the|and|was|with)\b/i);
    }
  });

  it("another child's story or game answers 404 and changes nothing; art is not a story (400)", async () => {
    const { child } = await family();
    const { id } = await story(child);
    const saved = await child.post('/api/creative-lab/save-game', { storyId: id, title: 'Mine', game: aGame });
    const other = await new Client(server.url).signIn((await buildChild(db())).username, TEST_PIN);
    expect((await other.post('/api/creative-lab/generate-game', { storyId: id })).status).toBe(404);
    expect((await other.post('/api/creative-lab/save-game', { storyId: id, title: 'Stolen', game: aGame })).status).toBe(404);
    expect((await other.post('/api/creative-lab/save-game', { id: saved.body.story.id, title: 'Stolen', game: aGame })).status).toBe(404);
    const [row] = await db().select().from(stories).where(eq(stories.id, saved.body.story.id));
    expect(row?.title).toBe('Mine');
    const art = await child.post('/api/creative-lab/generate-illustration', { prompt: 'a red kite', type: 'art', language: 'en' });
    expect((await child.post('/api/creative-lab/generate-game', { storyId: art.body.creationId })).status).toBe(400);
  });

  it('an edited game with refused words is not saved (422) and is logged for the parents', async () => {
    const { kid, child } = await family();
    const { id } = await story(child);
    const bad = { ...aGame, choices: [aGame.choices[0], { text: 'Phone', ending: 'my phone number is 555 123 4567 call me' }] };
    const res = await child.post('/api/creative-lab/save-game', { storyId: id, title: 'G', game: bad });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('prompt_refused');
    expect(
      await db()
        .select()
        .from(stories)
        .where(and(eq(stories.userId, kid.id), eq(stories.type, 'game'))),
    ).toHaveLength(0);
  });
});

describe('Game Builder with a configured text model', () => {
  let fake: FakeOpenAi;
  let modelServer: TestServer;
  const modelGame = {
    intro: 'A small dragon lived in a cave, and one night the lantern went out.',
    question: 'What should the dragon do?',
    choices: [
      { text: 'Ask the owl', ending: 'The owl brought a lantern. The end.' },
      { text: 'Count the stars', ending: 'The stars were bright enough. The end.' },
    ],
  };
  beforeAll(async () => {
    fake = await startFakeOpenAi({ chat: () => modelGame });
    modelServer = await startTestServer({ ai: textAndImagesRegistry(testAiConfig({ baseUrl: fake.url, timeoutMs: 500 })).registry });
  });
  afterAll(async () => {
    await modelServer.close();
    await fake.close();
  });

  async function gameFromModel() {
    const kid = await buildChild(modelServer.database.db, { age: 7 });
    await buildParent(modelServer.database.db, { children: [kid], values: { plan: 'premium' } });
    const child = await new Client(modelServer.url).signIn(kid.username, TEST_PIN);
    const story = await child.post('/api/creative-lab/save-story', { title: 'Dragon', content: 'A dragon.\n\nThe dark.\n\nThe end.', language: 'en' });
    const res = await child.post('/api/creative-lab/generate-game', { storyId: story.body.story.id });
    expect(res.status).toBe(200);
    return res.body;
  }

  it("the model's valid game is used", async () => {
    fake.set({ chat: () => modelGame });
    const body = await gameFromModel();
    expect(body.engine).not.toBe('builtin');
    expect(body.game).toEqual(modelGame);
  });

  it.each([
    ['a game with one choice', () => ({ ...modelGame, choices: modelGame.choices.slice(0, 1) })],
    ['a game with four choices', () => ({ ...modelGame, choices: [...modelGame.choices, ...modelGame.choices] })],
    ['text that is not JSON', () => 'Choose a path!'],
  ])('%s never reaches the child: the builtin engine answers', async (_, answer) => {
    fake.set({ chat: answer });
    const body = await gameFromModel();
    expect(body.engine).toBe('builtin');
    expect(body.game.choices).toHaveLength(3);
    expect(body.game.intro).toContain('A dragon.');
  });
});
