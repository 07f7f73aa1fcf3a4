import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

test('a parent reads their child’s assessment report on /my-progress?childId=', async ({ page }) => {
  const { children } = (await (await page.request.get('/api/children')).json()) as { children: { id: string; firstName: string }[] };
  const sam = children.find((c) => c.firstName === 'Sam')!;
  await page.goto(`/my-progress?childId=${sam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress of Sam Rivera' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Raw score' }).first();
  await expect(card).toContainText('106');
  await expect(card).toContainText('1 of 1');
  await expect(page.getByRole('img', { name: /Standard scores over time/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A child the parent does not look after: the report says it could not be loaded.
  await page.goto('/my-progress?childId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').first()).toBeVisible();
});
