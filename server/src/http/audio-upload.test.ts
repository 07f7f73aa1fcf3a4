/**
 * Broken multipart on both audio uploads (issue 19): every way a form can be malformed answers 4xx with a message,
 * never 500, and saves nothing. The boundary cases are busboy's; the reader turns its errors into one 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { phonicsAttempts } from '../db/schema.ts';
import { Client, startTestServer, type TestServer } from '../test/harness.ts';
import { buildChild, TEST_PIN } from '../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BROKEN_FORM = { status: 400, message: 'The form could not be read: send it as multipart/form-data with its boundary, complete.' };
const audioPart = 'Content-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n';
const whole = `--x\r\n${audioPart}RIFF....WAVE\r\n--x--\r\n`;

/** [what is wrong, content type, body, expected answer] */
const cases: [string, string, string, { status: number; message: string }][] = [
  ['no boundary', 'multipart/form-data', whole, BROKEN_FORM],
  ['an empty boundary', 'multipart/form-data; boundary=', whole, BROKEN_FORM],
  ['a boundary the body does not use', 'multipart/form-data; boundary=other', whole, BROKEN_FORM],
  ['a body cut short in the file', 'multipart/form-data; boundary=x', `--x\r\n${audioPart}RIFF....`, BROKEN_FORM],
  ['a body cut short in the part headers', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-da', BROKEN_FORM],
  ['part headers never ended', 'multipart/form-data; boundary=x', `--x\r\n${audioPart.slice(0, -2)}`, BROKEN_FORM],
  ['an opening boundary and nothing else', 'multipart/form-data; boundary=x', '--x\r\n', BROKEN_FORM],
  ['a text field cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="target"\r\n\r\nca', BROKEN_FORM],
  ['bytes that are no form at all', 'multipart/form-data; boundary=x', '\u0000\u0001\u0002 not a form', BROKEN_FORM],
  ['part headers longer than any browser sends', 'multipart/form-data; boundary=x', `--x\r\nX-Padding: ${'a'.repeat(100_000)}\r\n\r\n`, BROKEN_FORM],
];

describe.each([
  ['/api/phonics-tutor/analyze', 'A recording is required.'],
  ['/api/stt/transcribe', 'A recording is required.'],
])('POST %s with a broken form', (url, missing) => {
  async function send(contentType: string, body: string) {
    const child = await buildChild(server.database.db);
    const c = await new Client(server.url).signIn(child.username, TEST_PIN);
    const res = await c.request('POST', url, body, { 'content-type': contentType });
    const saved = await server.database.db.select().from(phonicsAttempts).where(eq(phonicsAttempts.userId, child.id));
    return { status: res.status, message: res.body?.message, saved: saved.length };
  }

  it.each(cases)('%s answers 400 and saves nothing', async (_, contentType, body, expected) => {
    expect(await send(contentType, body)).toEqual({ ...expected, saved: 0 });
  });

  it('a form with no parts, or parts without a name, answers 400: the recording is missing', async () => {
    for (const body of ['', '--x--\r\n', '--x\r\nContent-Type: audio/wav\r\n\r\nRIFF\r\n--x--\r\n']) {
      expect(await send('multipart/form-data; boundary=x', body)).toEqual({ status: 400, message: missing, saved: 0 });
    }
  });
});
