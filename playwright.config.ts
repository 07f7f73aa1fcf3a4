import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 6173);
// Data per port: two runs on one machine (different E2E_PORT) never share a database.
const DATA_DIR = `.tmp/e2e-${PORT}/data`;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'];

/**
 * End-to-end tests against the built app and a fresh embedded database, in Debian's Chromium. Nothing downloads
 * a browser: the launch options point at /usr/bin/chromium.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A focused spec (`test.only`) fails the run instead of hiding the others; oxlint's no-focused-tests sees Vitest only.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts/,
      testIgnore: [/\.mic\.spec\.ts/, /\.phonics-mic\.spec\.ts/, /\.assessment-mic\.spec\.ts/, /\.skills-mic\.spec\.ts/, /\.creative-mic\.spec\.ts/],
      dependencies: ['setup'],
    },
    { name: 'speech-setup', testMatch: /speech\.setup\.ts/, dependencies: ['setup'] },
    {
      // A fake microphone that plays a spoken command (made by speech.setup.ts) whenever the page records.
      name: 'microphone',
      testMatch: /\.mic\.spec\.ts/,
      dependencies: ['speech-setup'],
      use: {
        permissions: ['microphone'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${path.resolve('.tmp/e2e-spoken-command.wav')}`,
          ],
        },
      },
    },
    { name: 'phonics-speech-setup', testMatch: /phonics-word\.setup\.ts/, dependencies: ['setup'] },
    {
      // A fake microphone that plays a spoken practice word (made by phonics-word.setup.ts) for Phonics Tutor.
      name: 'phonics-microphone',
      testMatch: /\.phonics-mic\.spec\.ts/,
      dependencies: ['phonics-speech-setup'],
      use: {
        permissions: ['microphone'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${path.resolve(`.tmp/e2e-${PORT}/phonics-word.wav`)}`,
          ],
        },
      },
    },
    { name: 'assessment-speech-setup', testMatch: /assessment-word\.setup\.ts/, dependencies: ['setup'] },
    {
      // A fake microphone that says the kindergarten pronunciation item (made by assessment-word.setup.ts).
      name: 'assessment-microphone',
      testMatch: /\.assessment-mic\.spec\.ts/,
      dependencies: ['assessment-speech-setup'],
      use: {
        permissions: ['microphone'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${path.resolve(`.tmp/e2e-${PORT}/assessment-word.wav`)}`,
          ],
        },
      },
    },
    { name: 'skills-speech-setup', testMatch: /fluency-passage\.setup\.ts/, dependencies: ['setup'] },
    {
      // A fake microphone that reads the skills assessment's kindergarten passage (made by fluency-passage.setup.ts).
      name: 'skills-microphone',
      testMatch: /\.skills-mic\.spec\.ts/,
      dependencies: ['skills-speech-setup'],
      use: {
        permissions: ['microphone'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${path.resolve(`.tmp/e2e-${PORT}/fluency-passage.wav`)}`,
          ],
        },
      },
    },
    { name: 'creative-speech-setup', testMatch: /creative-idea\.setup\.ts/, dependencies: ['setup'] },
    {
      // A fake microphone that says a story idea (made by creative-idea.setup.ts) for Creative Lab.
      name: 'creative-microphone',
      testMatch: /\.creative-mic\.spec\.ts/,
      dependencies: ['creative-speech-setup'],
      use: {
        permissions: ['microphone'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${path.resolve(`.tmp/e2e-${PORT}/creative-idea.wav`)}`,
          ],
        },
      },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node_modules/.bin/tsx server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded before the health check answers; on a busy 2-core machine that took
    // over a minute once, so the wait is generous (it ends as soon as the server answers).
    timeout: 180_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, DEMO: '1', LOG_LEVEL: 'warn', TEST_CLOCK: '1' },
  },
});
