import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildAdmin, buildChild, buildOrganization, buildParent, buildTeacher, TEST_PASSWORD, TEST_PIN } from '../../test/factories.ts';
import { textAndImagesRegistry } from '../testing/test-registry.ts';
import { illustrate } from './svg/illustrator.ts';
import { imagesFor } from './index.ts';

describe('builtin SVG illustrator', () => {
  it('composes the scene the words name, with a title for screen readers', () => {
    const { svg, summary } = illustrate('a dragon and a mouse in a forest at night with a lantern', 'cartoon', 1, 'A dragon & a mouse');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title id="t">A dragon &amp; a mouse</title>');
    expect(summary).toBe('dragon, mouse in forest at night with lantern (cartoon)');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('different words, styles and seeds give different pictures; the same ones the same picture', () => {
    const ocean = illustrate('a whale in the ocean', 'watercolor', 5, 'x').svg;
    expect(illustrate('a whale in the ocean', 'watercolor', 5, 'x').svg).toBe(ocean);
    expect(illustrate('a robot in space', 'watercolor', 5, 'x').svg).not.toBe(ocean);
    expect(illustrate('a whale in the ocean', 'sketch', 5, 'x').svg).not.toBe(ocean);
    expect(illustrate('a whale in the ocean', 'watercolor', 6, 'x').svg).not.toBe(ocean);
    expect(ocean).toContain('url(#paint-5)');
  });

  it('draws every character, place and thing of the lexicon without failing', async () => {
    const { lexicon } = await import('../text/builtin/content.ts');
    const lex = lexicon();
    for (const c of lex.characters)
      for (const s of lex.settings.slice(0, 3)) expect(illustrate(`${c.match.en[0]} ${s.match.en[0]}`, 'digital', 1, 'x').summary).toContain(c.id);
    for (const s of lex.settings) expect(illustrate(`a cat ${s.match.en[0]}`, 'fantasy', 2, 'x').summary).toContain(s.id);
    for (const o of lex.objects) expect(illustrate(`a cat with a ${o.match.en[0]}`, 'cartoon', 3, 'x').summary).toContain(o.id);
  });
});

describe('GET /api/images/:id', () => {
  let server: TestServer;
  let imageId: string;
  let child: { id: string; username: string };
  beforeAll(async () => {
    server = await startTestServer({ ai: textAndImagesRegistry().registry });
    child = await buildChild(server.database.db);
    const image = await imagesFor(server.app.ai).create(server.database.db, { ownerId: child.id, description: 'a fox in a garden', style: 'cartoon', seed: 1 });
    imageId = image.id;
  });
  afterAll(() => server.close());

  const signedIn = async (username: string, password: string) => new Client(server.url).signIn(username, password);

  it('without a session answers 401', async () => {
    const res = await new Client(server.url).get(`/api/images/${imageId}`);
    expect(res.status).toBe(401);
  });

  it('the child who owns the picture gets the SVG, locked down against scripts', async () => {
    const res = await (await signedIn(child.username, TEST_PIN)).get(`/api/images/${imageId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('<svg');
  });

  it("the child's parent and teacher may see it", async () => {
    const parent = await buildParent(server.database.db, { children: [child] });
    const teacher = await buildTeacher(server.database.db, { students: [child] });
    expect((await (await signedIn(parent.username, TEST_PASSWORD)).get(`/api/images/${imageId}`)).status).toBe(200);
    expect((await (await signedIn(teacher.username, TEST_PASSWORD)).get(`/api/images/${imageId}`)).status).toBe(200);
  });

  it("an administrator of the child's school may see it; one of another school may not", async () => {
    const school = await buildOrganization(server.database.db, { type: 'school' });
    const other = await buildOrganization(server.database.db, { type: 'school' });
    const pupil = await buildChild(server.database.db, { organizationId: school.id });
    const drawing = await imagesFor(server.app.ai).create(server.database.db, { ownerId: pupil.id, description: 'a boat on the sea' });
    const admin = await buildAdmin(server.database.db, { organizationId: school.id });
    const stranger = await buildAdmin(server.database.db, { organizationId: other.id });
    expect((await (await signedIn(admin.username, TEST_PASSWORD)).get(drawing.url)).status).toBe(200);
    expect((await (await signedIn(stranger.username, TEST_PASSWORD)).get(drawing.url)).status).toBe(404);
  });

  it("another family's parent gets 404, the same as for a picture that does not exist", async () => {
    const otherParent = await buildParent(server.database.db, { children: [await buildChild(server.database.db)] });
    const c = await signedIn(otherParent.username, TEST_PASSWORD);
    const res = await c.get(`/api/images/${imageId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Image not found', code: 'not_found', messageKey: 'notFound.image' });
    expect((await c.get('/api/images/00000000-0000-4000-8000-000000000000')).body).toEqual(res.body);
    expect((await c.get('/api/images/not-an-id')).status).toBe(404);
  });

  it('another child gets 404', async () => {
    const other = await buildChild(server.database.db);
    expect((await (await signedIn(other.username, TEST_PIN)).get(`/api/images/${imageId}`)).status).toBe(404);
  });
});
