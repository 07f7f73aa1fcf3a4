import { expect, test } from '@playwright/test';
import { expectEveryRouteFitsAPhone, PHONE, resetAccountLook, setAccountLanguage, setAccountTextSize, storageFor, visitEveryRoute } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('student can open every route meant for them and is told when an area is not', async ({ page }) => {
  await visitEveryRoute(page, 'student');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every route meant for a student fits a phone in the largest text, in English, Arabic, French and Italian', async ({ page }) => {
    await expectEveryRouteFitsAPhone(page, 'student');
  });

  // 390 pixels, as most phones of the last years; 360, the narrowest of common ones (PHONE). French's words are among the longest.
  for (const width of [390, 360]) {
    // In the largest text too: there the language's code beside its icon pushed sign out to a third row.
    test(`at ${width} pixels the header keeps to two rows and every figure of the dashboard to one line, in normal and the largest text`, async ({ page }) => {
      await page.setViewportSize({ width, height: PHONE.height });
      try {
        for (const [language, signOutName, tokensName, textSize] of [
          ['en', 'Sign out', /^\d+ tokens$/, 'normal'],
          ['fr', 'Se déconnecter', /^\d+ jetons$/, 'normal'],
          ['en', 'Sign out', /^\d+ tokens$/, 'x-large'],
          ['fr', 'Se déconnecter', /^\d+ jetons$/, 'x-large'],
        ] as const) {
          expect((await setAccountLanguage(page, language)).status()).toBe(200);
          await setAccountTextSize(page, textSize);
          await page.goto('/dashboard');
          const header = page.getByRole('banner');
          // On a phone the tokens' pill shows the figure beside its coin; the words are the screen reader's.
          const tokens = header.getByText(tokensName);
          await expect(tokens).toHaveCount(1);
          const pill = tokens.locator('..');
          const signOut = header.getByRole('button', { name: signOutName });
          const boxes = [await pill.boundingBox(), await signOut.boundingBox(), await header.getByText('Sam').boundingBox()];
          const middles = boxes.map((box) => box!.y + box!.height / 2);
          expect(Math.max(...middles) - Math.min(...middles), `${language} at ${width}, ${textSize} text`).toBeLessThan(4);
          // The full name is still the screen reader's.
          await expect(header).toContainText('Sam Rivera');

          // Each tile's figure on one line: "5 jours" beside the icon wrapped to two.
          const tiles = page.getByRole('main').getByRole('group');
          await expect(tiles).toHaveCount(4);
          for (const tile of await tiles.all()) {
            const figure = tile.locator('p.text-2xl');
            const lines = await figure.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
            expect(lines, `${await tile.textContent()} (${language} at ${width}, ${textSize} text)`).toBe(1);
          }
        }
      } finally {
        await setAccountTextSize(page, 'normal');
        await resetAccountLook(page);
      }
    });
  }

  // The voice bar is fixed over every screen, so the sweep leaves it out; its status ("Ready to help", "Listening…") is
  // the child's sign that Wren hears them. In the largest text it was cut to "Je p…" beside the controls.
  test('the voice bar shows its status whole, in normal and in the largest text', async ({ page }) => {
    try {
      for (const textSize of ['normal', 'x-large'] as const) {
        await setAccountTextSize(page, textSize);
        for (const language of ['en', 'ar', 'fr', 'it']) {
          expect((await setAccountLanguage(page, language)).status()).toBe(200);
          await page.goto('/dashboard');
          const status = page.locator('#voice-assistant').getByRole('status');
          await expect(status).toBeVisible();
          const shown = await status.evaluate((p) => ({ text: p.textContent, cut: p.scrollHeight > p.clientHeight + 1 }));
          expect(shown.cut, `${shown.text} (${language}, ${textSize}) is cut short`).toBe(false);
        }
      }
    } finally {
      await setAccountTextSize(page, 'normal');
      await resetAccountLook(page);
    }
  });
});
