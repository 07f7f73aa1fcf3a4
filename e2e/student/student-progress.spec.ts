import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('the dashboard Achievements action opens my progress at the achievements, with the earned ones and my figures', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Achievements', exact: true }).click();
  await expect(page).toHaveURL(/\/my-progress#achievements$/);

  const heading = page.getByRole('heading', { name: 'Achievements', level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  const achievements = page.getByRole('region', { name: 'Achievements' });
  await expect(achievements.getByRole('listitem')).toHaveCount(6);
  for (const name of ['Super Streak', 'Token Collector']) {
    const item = achievements.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(item.getByText('Earned', { exact: true })).toBeVisible();
  }

  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('group', { name: 'Tokens' })).toContainText('350');
  await expect(overview.getByRole('group', { name: 'Level' })).toContainText('3');

  const report = page.getByRole('region', { name: 'Educational assessment report' });
  await expect(report.getByRole('tab', { name: 'Kindergarten' })).toHaveAttribute('aria-selected', 'true');
  // The demo student's seeded kindergarten record: 12 of 15 correct.
  await expect(report.getByText('12 / 15').first()).toBeVisible();
  await report.getByRole('tab', { name: 'Grade 1' }).click();
  await expect(report.getByRole('tab', { name: 'Grade 1' })).toHaveAttribute('aria-selected', 'true');

  await expectNoSeriousA11yViolations(page);
});
