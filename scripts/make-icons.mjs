// Draws the web app manifest's PNG icons from client/public/wren.svg with the test browser (Chromium through
// Playwright), so no image tool is needed: `node scripts/make-icons.mjs`. The PNGs are committed in
// client/public/icons/; run this again only when the bird changes.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const svg = fs.readFileSync('client/public/wren.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
fs.mkdirSync('client/public/icons', { recursive: true });
// `any`: the bird alone on transparency. `maskable`: on the theme's light background, inside the 80 % safe zone.
for (const [file, size, maskable] of [
  ['wren-192.png', 192, false],
  ['wren-512.png', 512, false],
  ['wren-maskable-512.png', 512, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${maskable ? '#e4e9f7' : 'transparent'}">` +
      `<img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
  );
  await page.screenshot({ path: `client/public/icons/${file}`, omitBackground: !maskable });
}
await browser.close();
