import fs from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { CREATIVE_IDEA, CREATIVE_IDEA_WAV } from './support.ts';

// The creative-microphone project feeds Chromium a spoken story idea, made here with the product's own voice.
// Four seconds of quiet after it: Chromium loops the file, and the automatic stop needs 5 quiet frames and 2 s.
setup('record a spoken story idea for the fake microphone', async ({ request }) => {
  await request.post('/api/auth/login', { data: { username: 'demo-teacher', password: 'demo1234' }, headers: { 'X-Requested-With': 'e2e' } });
  const response = await request.post('/api/tts/speak', {
    data: { text: CREATIVE_IDEA, language: 'en', voice: 'onyx' },
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(response.status()).toBe(200);
  const speech = await response.body();
  const bytesPerSecond = speech.readUInt32LE(28);
  const data = Buffer.concat([Buffer.alloc(bytesPerSecond / 2), speech.subarray(44), Buffer.alloc(bytesPerSecond * 4)]);
  const header = Buffer.from(speech.subarray(0, 44));
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(data.length, 40);
  fs.mkdirSync(path.dirname(CREATIVE_IDEA_WAV), { recursive: true });
  fs.writeFileSync(CREATIVE_IDEA_WAV, Buffer.concat([header, data]));
});
