import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { localeNamespaces } from './client/locale-parts.ts';
import { prerenderLanding } from './client/prerender.ts';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), localeNamespaces(), prerenderLanding()],
  resolve: {
    alias: {
      '@common': path.resolve('common'),
      '@': path.resolve('client/src'),
    },
  },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
