import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { localeNamespaces } from './client/locale-parts.ts';

export default defineConfig({
  plugins: [localeNamespaces()],
  resolve: {
    alias: {
      '@common': path.resolve('common'),
      '@': path.resolve('client/src'),
    },
  },
  test: {
    include: ['{server,common,client,content,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['client/src/test/setup-dom.ts', 'server/src/test/time-zone-rules.ts'],
  },
});
