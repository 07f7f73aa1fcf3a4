import { expect, test, type Locator } from '@playwright/test';
import { contrast, expectNoSeriousA11yViolations, resetAccountLook, rgbOf, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('teacher') });

test('a teacher creates a course, enrols two students and sees their progress', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const name = `Sound Detectives ${code}`;
  // The charts' code (recharts) loads with the Reports & Analytics tab, not with the hub (issue 16).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/teachers');
  await page.getByRole('tab', { name: 'Course Management' }).click();
  await expect(page.getByRole('heading', { name: 'Course Management' })).toBeVisible();
  // The demo teacher's seeded course, with its real state.
  const seeded = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Reading Circle 2A' }) });
  await expect(seeded.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a course' });
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog.getByText('Course code is required')).toBeVisible();
  await expect(dialog.getByText('Course name is required')).toBeVisible();
  await expect(dialog.getByText('Grade level is required')).toBeVisible();

  await dialog.getByLabel('Course code').fill(code);
  await dialog.getByLabel('Course name').fill(name);
  await dialog.getByLabel('Description').fill('Letter sounds for readers who need them most.');
  await dialog.getByLabel('Grade level').selectOption('Grade 2');
  await dialog.getByLabel('Subject').selectOption('English');
  await dialog.getByLabel('Start date').fill('2026-01-05');
  await dialog.getByLabel('End date').fill('2026-01-01');
  await expect(dialog.getByLabel('Maximum students')).toHaveValue('20');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog.getByText('End date must be after the start date')).toBeVisible();
  await dialog.getByLabel('End date').fill('2027-06-30');
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByRole('region', { name: /notifications/i }).getByText('Course created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Students enrolled: 0 of 20')).toBeVisible();

  // Courses for a student, ranked from the student's own records.
  await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Chloé Gagnon' });
  await expect(page.getByRole('listitem').filter({ hasText: `${name} (${code})` })).toContainText('Chloé Gagnon');

  await card.getByRole('button', { name: `Manage students of ${name}` }).click();
  const manage = page.getByRole('dialog', { name: `Students of ${name}` });
  await expect(manage.getByRole('button', { name: 'Enroll Omar Farouk', exact: true })).toBeVisible();

  // Recommendations from the students' records: Omar's sounds practice is the weakest of the school.
  await manage.getByRole('button', { name: 'Get AI Recommendations' }).click();
  await expect(manage.getByRole('button', { name: 'Quick Enroll Omar Farouk' })).toBeVisible();
  await expect(manage.getByText(/Omar Farouk .*Phonics/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // By keyboard: the enrolled recommendation leaves the list and focus goes to the one now in its place (or the
  // section's heading when none is left), not to the page.
  const quickEnrolls = manage.getByRole('button', { name: /^Quick Enroll / });
  const [omarAt, next] = await quickEnrolls.evaluateAll((buttons) => {
    const at = buttons.findIndex((b) => b.getAttribute('aria-label') === 'Quick Enroll Omar Farouk');
    return [at, buttons[at + 1] ?? buttons[at - 1]].map((x) => (typeof x === 'number' ? x : (x?.getAttribute('aria-label') ?? null)));
  });
  expect(omarAt).toBeGreaterThanOrEqual(0);
  await manage.getByRole('button', { name: 'Quick Enroll Omar Farouk' }).focus();
  await page.keyboard.press('Enter');
  await expect(manage.getByRole('button', { name: 'Unenroll Omar Farouk' })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Quick Enroll Omar Farouk' })).toHaveCount(0);
  await expect(next ? manage.getByRole('button', { name: next as string }) : manage.getByRole('heading', { name: 'AI recommendations' })).toBeFocused();

  await manage.getByLabel('Search students').fill('hana');
  // By keyboard: the button keeps focus while the enrolment is saved and after, now offering the opposite.
  await manage.getByRole('button', { name: 'Enroll Hana Sato', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(manage.getByRole('button', { name: 'Unenroll Hana Sato' })).toBeFocused();
  await expect(manage.getByText('Enrollment rate').locator('..')).toContainText('10%');
  // One Escape closes the dialog the keyboard is in, though a toast came after it.
  await expect(page.getByText('Enrollment updated').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();
  await expect(card.getByText('Students enrolled: 2 of 20')).toBeVisible();

  // A maximum below the two enrolled is refused, and the toast says saving, not creating, failed.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the course' });
  await edit.getByLabel('Maximum students').fill('1');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Error saving course', { exact: true })).toBeVisible();
  await expect(page.getByText('Error creating course', { exact: true })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Students enrolled: 2 of 20')).toBeVisible();

  await page.getByRole('tab', { name: 'Student Progress' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  const table = page.getByRole('table', { name: 'Student Progress' });
  await expect(table.getByRole('row')).toHaveCount(3);
  // A search nobody matches says so, rather than leaving the table's place blank.
  await page.getByLabel('Search students').fill('Zebedee');
  await expect(page.getByText('No student’s name matches “Zebedee”.')).toBeVisible();
  await page.getByLabel('Search students').fill('');
  await expect(table.getByRole('row')).toHaveCount(3);
  const omar = table.getByRole('row', { name: /Omar Farouk/ });
  // Six sounds practised, four letters traced, one mission solved: Omar's own records.
  await expect(omar.getByRole('cell')).toHaveText(['4', '6', '1', '0', /\S/, 'Not assessed', 'Not enough assessments']);
  await expect(page.getByText('Active this week').locator('..')).toContainText('2');
  await expectNoSeriousA11yViolations(page);

  expect(scripts.filter((script) => /\/analytics-tab-/.test(script))).toEqual([]);
  await page.getByRole('tab', { name: 'Reports & Analytics' }).click();
  await page.getByLabel('Course', { exact: true }).selectOption(code);
  const skills = page.getByRole('img', { name: 'Average score per module' });
  await expect(skills).toBeVisible();
  // Drawn, once its code has arrived: the chart's SVG with a bar per module practised.
  await expect(skills.locator('svg.recharts-surface')).toBeVisible();
  await expect(skills.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  expect(scripts.some((script) => /\/analytics-tab-/.test(script))).toBe(true);
  await expect(page.getByRole('table', { name: 'Average score per module' }).getByRole('row', { name: /Sounds/ })).toContainText('12');
  await expectModuleColours(skills);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).first().click();
  expect((await download).suggestedFilename()).toBe('skill-averages.csv');
  await expectNoSeriousA11yViolations(page);
});

test('in Arabic with the wcag theme the course tabs read right to left and pass axe', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/teachers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'إدارة الدورات' }).click();
    await expect(page.getByRole('heading', { name: 'إدارة الدورات' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reading Circle 2A' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'تقدّم الطلاب' }).click();
    await expect(page.getByRole('table', { name: 'تقدّم الطلاب' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'التقارير والتحليلات' }).click();
    await expect(page.getByRole('img', { name: 'متوسط الدرجات لكل وحدة' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'متوسط الدرجات لكل وحدة' }).locator('svg.recharts-surface')).toBeVisible();
    await expectModuleColours(page.getByRole('img', { name: 'متوسط الدرجات لكل وحدة' }));
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});

/** Each module's bar in a colour of its own (Letters and Sounds were two near-identical blues), 3:1 on the white card. */
async function expectModuleColours(chart: Locator) {
  await expect(chart.locator('.recharts-bar-rectangle path').nth(1)).toBeVisible();
  const fills = await chart.locator('.recharts-bar-rectangle path').evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill));
  for (const [i, fill] of fills.entries()) {
    expect(contrast(rgbOf(fill), [255, 255, 255]), fill).toBeGreaterThanOrEqual(3);
    // Apart by at least 60 in RGB space from every other bar (#2852c8 and #1d5fa8 were 36 apart).
    for (const other of fills.slice(i + 1))
      expect(Math.hypot(...rgbOf(fill).map((c, k) => c - rgbOf(other)[k]!)), `${fill} ${other}`).toBeGreaterThanOrEqual(60);
  }
}
