import fs from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { ASSESSMENT_WORD, ASSESSMENT_WORD_WAV } from './support.ts';

// The assessment-microphone project feeds Chromium a recording of the kindergarten pronunciation item, made with the
// product's own voice (espeak-ng through POST /api/tts/speak), so nothing is shipped or downloaded.
setup('record the spoken assessment word for the fake microphone', async ({ request }) => {
  await request.post('/api/auth/login', { data: { username: 'demo-teacher', password: 'demo1234' }, headers: { 'X-Requested-With': 'e2e' } });
  const response = await request.post('/api/tts/speak', {
    data: { text: ASSESSMENT_WORD, language: 'en', voice: 'alloy' },
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(response.status()).toBe(200);
  const speech = await response.body();
  const silence = Buffer.alloc(speech.readUInt32LE(28) / 2);
  const data = Buffer.concat([silence, speech.subarray(44), silence]);
  const header = Buffer.from(speech.subarray(0, 44));
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(data.length, 40);
  fs.mkdirSync(path.dirname(ASSESSMENT_WORD_WAV), { recursive: true });
  fs.writeFileSync(ASSESSMENT_WORD_WAV, Buffer.concat([header, data]));
});
