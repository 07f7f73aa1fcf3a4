import fs from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { PHONICS_WORD, PHONICS_WORD_WAV } from './support.ts';

// The phonics-microphone project feeds Chromium a recording of a practice word, made here with the product's own
// voice (espeak-ng through POST /api/tts/speak), so nothing is shipped or downloaded. Per E2E port, like the data.
setup('record a spoken practice word for the fake microphone', async ({ request }) => {
  await request.post('/api/auth/login', { data: { username: 'demo-teacher', password: 'demo1234' }, headers: { 'X-Requested-With': 'e2e' } });
  const response = await request.post('/api/tts/speak', {
    data: { text: PHONICS_WORD, language: 'en', voice: 'alloy' },
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(response.status()).toBe(200);
  const speech = await response.body();
  // Half a second of silence on each side, as a child pauses before and after the word.
  const silence = Buffer.alloc(speech.readUInt32LE(28) / 2);
  const data = Buffer.concat([silence, speech.subarray(44), silence]);
  const header = Buffer.from(speech.subarray(0, 44));
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(data.length, 40);
  fs.mkdirSync(path.dirname(PHONICS_WORD_WAV), { recursive: true });
  fs.writeFileSync(PHONICS_WORD_WAV, Buffer.concat([header, data]));
});
