/**
 * A fake OpenAI-compatible server on 127.0.0.1 for tests: real HTTP, so the `openai` client, its timeouts and
 * our retry and fallback code all run as they do against a real provider.
 *
 *   const fake = await startFakeOpenAi({ chat: (body) => ({ title: 'A', content: 'B' }) });
 *   // AiConfig.baseUrl = fake.url  (ends in /v1)
 *   fake.failNext('http500', 2);          // the next two calls answer 500
 *   fake.failNext('hang', 1, '/v1/audio/speech');  // only that path
 *   fake.requests                          // every call received, in order
 *   await fake.close();
 *
 * Endpoints: GET /v1/models, POST /v1/chat/completions (the handler's object is sent as the message content,
 * JSON-encoded; a string is sent as is), POST /v1/audio/transcriptions (multipart; handler gets the fields and
 * the file), POST /v1/audio/speech (handler returns bytes; default a short WAV tone), POST /v1/images/generations
 * (default a small PNG as b64_json).
 *
 * Failure kinds: 'http500' (a 500 with an OpenAI-style error body), 'hang' (never answers, so the client times
 * out), 'malformed-json' (chat: the model's content is not JSON; other endpoints: a broken response body),
 * 'schema-invalid' (chat: valid JSON of the wrong shape), 'malformed-body' (the HTTP body itself is not JSON).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FailureKind = 'http500' | 'hang' | 'malformed-json' | 'schema-invalid' | 'malformed-body';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON for JSON bodies; for multipart, the text fields. */
  body: unknown;
  file?: UploadedFile;
  /** The failure served for this request, if any. */
  failure?: FailureKind;
  /** A 'hang' the client gave up on (it closed the connection), as a client timeout does. */
  abandoned?: boolean;
}

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface FakeOpenAiOptions {
  /** Returns the assistant message content: an object (sent as JSON text) or a string. */
  chat?: (body: ChatBody) => unknown;
  transcription?: (request: { fields: Record<string, string>; file: UploadedFile | undefined }) => { text: string } | string;
  speech?: (body: { model: string; input: string; voice: string; response_format?: string }) => { data: Buffer; contentType: string };
  images?: (body: { model: string; prompt: string; size?: string }) => { b64_json: string };
  models?: string[];
  failNext?: { kind: FailureKind; count?: number; path?: string };
}

export interface FakeOpenAi {
  /** The base URL to configure, e.g. http://127.0.0.1:40123/v1 */
  url: string;
  requests: RecordedRequest[];
  failNext(kind: FailureKind, count?: number, path?: string): void;
  /** Replace a handler between tests. */
  set(handlers: Omit<FakeOpenAiOptions, 'failNext' | 'models'>): void;
  close(): Promise<void>;
}

/** A 1x1 transparent PNG: small, valid, enough for storage and serving tests. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A 0.2 s 440 Hz tone as 16 kHz mono 16-bit WAV. */
export function toneWav(seconds = 0.2, frequency = 440, sampleRate = 16_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 8000), 44 + i * 2);
  }
  return buffer;
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Just enough multipart/form-data parsing for one file and some text fields. */
export function parseMultipart(body: Buffer, contentType: string): { fields: Record<string, string>; file: UploadedFile | undefined } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  if (!boundary) return { fields, file };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const data = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      if (filename !== undefined) {
        file = { field: name, filename, contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream', data: Buffer.from(data) };
      } else {
        fields[name] = data.toString('utf8');
      }
    }
    start = next;
  }
  return { fields, file };
}

function sendJson(response: http.ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

function chatCompletion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const handlers = { ...options };
  const requests: RecordedRequest[] = [];
  const failures: { kind: FailureKind; remaining: number; path?: string }[] = [];
  if (options.failNext) failures.push({ kind: options.failNext.kind, remaining: options.failNext.count ?? 1, path: options.failNext.path });
  const hanging = new Set<http.ServerResponse>();

  const takeFailure = (path: string): FailureKind | undefined => {
    const failure = failures.find((f) => f.remaining > 0 && (!f.path || f.path === path));
    if (!failure) return undefined;
    failure.remaining -= 1;
    return failure.kind;
  };

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const raw = await readBody(request);
    const contentType = request.headers['content-type'] ?? '';
    const record: RecordedRequest = { method: request.method ?? 'GET', path, headers: request.headers, body: null };
    if (contentType.includes('multipart/form-data')) {
      const parts = parseMultipart(raw, contentType);
      record.body = parts.fields;
      record.file = parts.file;
    } else if (raw.length) {
      try {
        record.body = JSON.parse(raw.toString('utf8'));
      } catch {
        record.body = raw.toString('utf8');
      }
    }
    requests.push(record);

    if (request.method === 'GET' && path === '/v1/models') {
      const ids = options.models ?? ['gpt-4o-mini', 'whisper-1', 'tts-1', 'dall-e-3'];
      return sendJson(response, 200, { object: 'list', data: ids.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })) });
    }

    const failure = takeFailure(path);
    record.failure = failure;
    if (failure === 'hang') {
      hanging.add(response);
      response.on('close', () => {
        // Still in the set: the client closed it, not close() below.
        if (hanging.delete(response)) record.abandoned = true;
      });
      return;
    }
    if (failure === 'http500') return sendJson(response, 500, { error: { message: 'The fake server failed on purpose', type: 'server_error', code: null } });
    if (failure === 'malformed-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"choices": [ {"message": ');
    }

    if (request.method === 'POST' && path === '/v1/chat/completions') {
      const body = record.body as ChatBody;
      if (failure === 'malformed-json') return sendJson(response, 200, chatCompletion(body.model, '{"title": "half an answer", "content": '));
      if (failure === 'schema-invalid') return sendJson(response, 200, chatCompletion(body.model, JSON.stringify({ unexpected: 'shape', items: [1, 2, 3] })));
      const answer = handlers.chat ? handlers.chat(body) : { message: 'hello from the fake server' };
      return sendJson(response, 200, chatCompletion(body.model, typeof answer === 'string' ? answer : JSON.stringify(answer)));
    }

    if (request.method === 'POST' && path === '/v1/audio/transcriptions') {
      if (failure === 'malformed-json' || failure === 'schema-invalid') return sendJson(response, 200, { unexpected: true });
      const answer = handlers.transcription ? handlers.transcription({ fields: record.body as Record<string, string>, file: record.file }) : { text: 'hello' };
      const result = typeof answer === 'string' ? { text: answer } : answer;
      const format = (record.body as Record<string, string>).response_format;
      if (format === 'text') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end(result.text);
      }
      return sendJson(response, 200, result);
    }

    if (request.method === 'POST' && path === '/v1/audio/speech') {
      if (failure === 'malformed-json' || failure === 'schema-invalid') {
        response.writeHead(200, { 'content-type': 'audio/wav' });
        return response.end(Buffer.from('not audio'));
      }
      const body = record.body as { model: string; input: string; voice: string; response_format?: string };
      const answer = handlers.speech ? handlers.speech(body) : { data: toneWav(), contentType: 'audio/wav' };
      response.writeHead(200, { 'content-type': answer.contentType });
      return response.end(answer.data);
    }

    if (request.method === 'POST' && path === '/v1/images/generations') {
      if (failure === 'malformed-json' || failure === 'schema-invalid') return sendJson(response, 200, { created: 0, data: [{ nothing: true }] });
      const body = record.body as { model: string; prompt: string; size?: string };
      const answer = handlers.images ? handlers.images(body) : { b64_json: TINY_PNG_BASE64 };
      return sendJson(response, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: answer.b64_json, revised_prompt: body.prompt }] });
    }

    sendJson(response, 404, { error: { message: `The fake server has no ${request.method} ${path}`, type: 'invalid_request_error' } });
  };

  const server = http.createServer((request, response) => {
    // A handler a test passed in may throw: answer 500 with its message, rather than leave the request hanging and
    // the rejection unhandled.
    answer(request, response).catch((error: unknown) => {
      const message = `The fake server's handler threw: ${error instanceof Error ? error.message : String(error)}`;
      if (response.headersSent) response.destroy(new Error(message));
      else sendJson(response, 500, { error: { message, type: 'server_error', code: null } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext(kind, count = 1, path) {
      failures.push({ kind, remaining: count, path });
    },
    set(next) {
      Object.assign(handlers, next);
    },
    async close() {
      const left = [...hanging];
      hanging.clear();
      for (const response of left) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
