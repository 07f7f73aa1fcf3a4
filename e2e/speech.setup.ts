import fs from 'node:fs';
import { test as setup, expect } from '@playwright/test';
import { SPOKEN_COMMAND_WAV } from './support.ts';

// The microphone project feeds Chromium a recording of a spoken command. It is made here with the product's own
// voice (espeak-ng through POST /api/tts/speak), so nothing is shipped or downloaded.
setup('record a spoken command for the fake microphone', async ({ request }) => {
  await request.post('/api/auth/login', { data: { username: 'demo-teacher', password: 'demo1234' }, headers: { 'X-Requested-With': 'e2e' } });
  const response = await request.post('/api/tts/speak', {
    data: { text: 'robot', language: 'en', voice: 'nova' },
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(response.status()).toBe(200);
  const speech = await response.body();
  // Half a second of silence on each side, so the recorder hears speech start and end like a real child's.
  const silence = Buffer.alloc(speech.readUInt32LE(28) / 2);
  const data = Buffer.concat([silence, speech.subarray(44), silence]);
  const header = Buffer.from(speech.subarray(0, 44));
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(SPOKEN_COMMAND_WAV, Buffer.concat([header, data]));
});
