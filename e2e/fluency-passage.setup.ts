import fs from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { FLUENCY_PASSAGE_WAV } from './support.ts';

// The skills-microphone project feeds Chromium a child reading the kindergarten English passage aloud: the passage
// the skills assessment shows (the lowest level of its grade), spoken with the product's own espeak-ng voice
// (POST /api/tts/speak), so nothing is shipped or downloaded. Per E2E port, like the data.
setup('record the kindergarten passage read aloud for the fake microphone', async ({ request }) => {
  const headers = { 'X-Requested-With': 'e2e' };
  await request.post('/api/auth/login', { data: { username: 'demo-teacher', password: 'demo1234' }, headers });
  const passages = await request.get('/api/fluency/passages?grade=kindergarten&language=en', { headers });
  expect(passages.status()).toBe(200);
  const list = ((await passages.json()) as { passages: { grade: string; level: string; text: string }[] }).passages.filter((p) => p.grade === 'kindergarten');
  const passage = list.sort((a, b) => a.level.localeCompare(b.level, 'en', { numeric: true }))[0]!;
  const response = await request.post('/api/tts/speak', { data: { text: passage.text, language: 'en', voice: 'alloy' }, headers });
  expect(response.status()).toBe(200);
  const speech = await response.body();
  // A second of silence first, as a child looks at the page before reading.
  const silence = Buffer.alloc(speech.readUInt32LE(28));
  const data = Buffer.concat([silence, speech.subarray(44), silence]);
  const header = Buffer.from(speech.subarray(0, 44));
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(data.length, 40);
  fs.mkdirSync(path.dirname(FLUENCY_PASSAGE_WAV), { recursive: true });
  fs.writeFileSync(FLUENCY_PASSAGE_WAV, Buffer.concat([header, data]));
});
