import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, setAccountLanguage, storageFor } from '../support.ts';

test.use({ storageState: storageFor('admin') });

/** The audit log's search finds what the log shows, in the administrator's language: here French, as a Québec school reads it. */
test('an administrator searches the audit log in French for what its "What" column says', async ({ page }) => {
  const headers = { 'X-Requested-With': 'wren' };
  // A failed sign-in to an account of the administrator's school, so there is one to find.
  await page.request.post('/api/auth/login', { headers, data: { username: 'demo-teacher', password: 'not-the-password' } });
  expect((await setAccountLanguage(page, 'fr')).status()).toBe(200);
  try {
    await page.goto('/staff-management');
    await page.getByRole('tab', { name: "Journal d'audit" }).click();
    const log = page.getByRole('table', { name: "Journal d'audit" });
    await expect(log.getByRole('row').nth(1)).toBeVisible();

    await page.getByLabel('Rechercher').fill('connexion echouee');
    await expect(log.getByRole('cell', { name: 'Connexion échouée' }).first()).toBeVisible();
    // Every row found says it, and nothing else: the third column of each is the action.
    const what = log.locator('tbody tr td:nth-child(3)');
    await expect.poll(async () => [...new Set(await what.allInnerTexts())]).toEqual(['Connexion échouée']);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Rechercher').fill('failed'); // the English words are not on this screen
    await expect(page.getByText('Aucune entrée.')).toBeVisible();
  } finally {
    await setAccountLanguage(page, 'en');
  }
});
