import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { blocklyMedia } from './client/blockly-media.ts';
import { localeNamespaces } from './client/locale-parts.ts';
import { prerenderLanding } from './client/prerender.ts';
import { chunkPlan, codeSplitting } from './client/chunk-plan.ts';
import { compressAssets } from './scripts/build/compress-assets.ts';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    localeNamespaces(),
    chunkPlan(),
    blocklyMedia(),
    prerenderLanding(),
    // The service worker (client/src/sw.ts) and the web app manifest; the app registers the worker itself
    // (client/src/app/update-prompt.tsx), so updates wait for the reader.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Wren',
        short_name: 'Wren',
        description: 'Handwriting, phonics, reading, coding and stories for children 4 to 10.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f7fb',
        theme_color: '#2852c8',
        icons: [
          { src: '/wren.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/icons/wren-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/wren-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/wren-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // One whole build: every page, script, style, string chunk and icon (never the .br/.gz copies).
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        // Not the screens' pre-drawn headers (client/prerender.ts frames/): a second visit draws from the precache anyway.
        globIgnores: ['sw.js', 'workbox-*.js', 'frames/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // Brotli and gzip copies of the build (the pre-rendered pages included), for the server to send (issue 16).
    compressAssets(),
  ],
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
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
