import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contrast, expectNoSeriousA11yViolations, resetAccountLook, rgbOf, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

const HEADERS = { 'X-Requested-With': 'e2e' };

/**
 * A child of the demo parent made for this spec, so the demo student (Sam), whom other specs use, is never limited.
 * Returns the child's username and a signed-in page of theirs.
 */
async function newChild(page: Page, name: string) {
  const username = `pc-${name.toLowerCase()}-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/children', { headers: HEADERS, data: { username, pin: '4321', firstName: name, age: 7 } });
  expect(created.status()).toBe(201);
  return { username, id: (await created.json()).child.id as string };
}

async function signInChild(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill('4321');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The child's real activity, a minute at a time: the server's clock moves one minute, then the child's page beats. */
async function useMinutes(request: APIRequestContext, minutes: number) {
  for (let i = 0; i < minutes; i++) {
    expect((await request.post('/api/test/clock', { headers: HEADERS, data: { minutes: 1 } })).status()).toBe(200);
    expect((await request.post('/api/parental-control/heartbeat', { headers: HEADERS, data: { app: 'writing-buddy' } })).status()).toBe(200);
  }
}

test('a parent who just signed up limits their child to 30 minutes with Creative Lab off; the child rests, asks for more time and gets it', async ({
  browser,
}) => {
  // A family new to Wren, in a browser of its own (signing up there ends no one else's session): the parent signs up
  // and adds a child.
  // The family's clock is their browser's until they save another (Toronto here, not the server's UTC).
  const familyContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, timezoneId: 'America/Toronto' });
  const page = await familyContext.newPage();
  const email = `family-${Date.now().toString(36)}@example.test`;
  const signedUp = await page.request.post('/api/auth/sign-up', {
    headers: HEADERS,
    data: { firstName: 'Nadia', lastName: 'Haddad', email, password: 'Lantern-meadow-42', acceptTerms: true },
  });
  expect(signedUp.status()).toBe(201);
  const { username, id: childId } = await newChild(page, 'Rami');
  const childContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const kid = await childContext.newPage();
  await signInChild(kid, username);
  // Before any controls are saved, nothing is limited: every app is on the child's dashboard.
  await expect(kid.getByRole('link', { name: /Creative Lab/ })).toBeVisible();

  await page.goto('/parental-controls');
  await expect(page.getByRole('heading', { level: 1, name: 'Parental Controls' })).toBeVisible();
  // Rami is the family's only child, so the page opens on him with no selector to choose from.
  await expect(page.getByRole('combobox', { name: 'Child' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Controls for Rami' })).toBeVisible();
  await expect(page.getByText(/Not saved yet/)).toBeVisible();
  // Spec defaults: safety high, Writing Buddy and Phonics Tutor on.
  await expect(page.getByRole('radio', { name: /High/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Writing Buddy' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Phonics Tutor' })).toBeChecked();
  await page.getByRole('switch', { name: 'STEM Mission Coach' }).click();
  await expect(page.getByRole('switch', { name: 'STEM Mission Coach' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Creative Lab' })).not.toBeChecked();

  await page.getByRole('tab', { name: 'Time management' }).click();
  const slider = page.getByRole('slider', { name: 'Daily limit in minutes' });
  await expect(slider).toHaveValue('120');
  await expect(page.getByText('Outside these hours your child sees a rest screen. Time zone: America/Toronto.')).toBeVisible();
  await slider.focus();
  await page.keyboard.press('Home'); // 30 minutes, by keyboard
  await expect(slider).toHaveValue('30');
  await expect(page.getByText('0 h 30 min')).toBeVisible();
  // The whole day, so the time of day the run happens at cannot matter.
  await page.getByLabel('Allowed from').fill('00:00');
  await page.getByLabel('Allowed until').fill('23:59');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: these controls apply now.')).toBeVisible();
  const saved = await page.request.get(`/api/parental-control/settings/${childId}`);
  expect((await saved.json()).settings).toMatchObject({ timeZone: 'America/Toronto', dailyLimitMinutes: 30 });

  // The child: Creative Lab is gone, and its page says so.
  await kid.reload();
  await expect(kid.getByRole('link', { name: /STEM Mission Coach/ })).toBeVisible();
  await expect(kid.getByRole('link', { name: /Creative Lab/ })).toHaveCount(0);
  await kid.goto('/creative-lab');
  await expect(kid.getByRole('heading', { name: 'This app is switched off' })).toBeVisible();
  await kid.goto('/dashboard');

  // Thirty minutes of the child's activity on the server's clock: the rest screen, with the bird and the time.
  await useMinutes(kid.request, 30);
  await kid.reload();
  const rest = kid.getByRole('dialog', { name: 'Time to rest!' });
  await expect(rest).toBeVisible();
  await expect(rest.getByText(/You can come back at/)).toBeVisible();
  await expect(rest.locator('img[src="/wren.svg"]')).toBeVisible();
  await expectNoSeriousA11yViolations(kid);
  // By keyboard: the app behind the rest screen is inert, so Tab goes straight to the button.
  await kid.keyboard.press('Tab');
  await expect(rest.getByRole('button', { name: 'Ask for more time' })).toBeFocused();
  await kid.keyboard.press('Enter');
  await expect(rest.getByText(/Your grown-up has your request/)).toBeVisible();

  // The parent sees the request on the dashboard and on this page, and grants 15 minutes.
  await page.goto('/dashboard');
  await expect(page.getByText('1 request for more time')).toBeVisible({ timeout: 20_000 });
  await page.goto('/parental-controls');
  await page.getByRole('button', { name: 'Give Rami 15 more minutes' }).click();
  await expect(page.getByRole('button', { name: 'Give Rami 15 more minutes' })).toHaveCount(0);

  // The child's screen changes by itself within a few seconds.
  await expect(rest).toHaveCount(0, { timeout: 15_000 });
  await expect(kid.getByRole('link', { name: /Writing Buddy/ })).toBeVisible();
  // What the dashboard asked for behind the rest screen was refused then; it is asked for again, not left as an error.
  await expect(kid.getByText('We could not load your assessments.')).toHaveCount(0);
  await expect(kid.getByText('Something went wrong on our side. Please try again.')).toHaveCount(0);

  // The report holds what happened: the limit reached, the app refused, the request granted.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByText('Reached the daily time limit')).toBeVisible();
  await expect(page.getByText('Asked for more time: 15 minutes granted')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await childContext.close();
  await familyContext.close();
});

test('every tab passes axe in Arabic right to left and in the WCAG theme, and works by keyboard', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/parental-controls');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(7);
    await tabs.first().focus();
    for (let i = 0; i < 7; i++) {
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await tabs.nth(i).focus();
      await page.keyboard.press('ArrowLeft'); // right to left: left is the next tab
    }
  } finally {
    await resetAccountLook(page);
  }
});

test('the child chosen stays chosen after a reload, so the controls changed are the ones the parent reads', async ({ page }) => {
  await page.goto('/parental-controls');
  const chooser = page.getByRole('combobox', { name: 'Child', exact: true });
  await expect(chooser).toBeVisible();
  const first = await page.getByRole('heading', { name: /^Controls for / }).textContent();
  const options = await chooser.locator('option:not([disabled])').allTextContents();
  const other = options.find((label) => !first!.endsWith(label.split(',')[0]!))!;
  await chooser.selectOption({ label: other });
  const heading = `Controls for ${other.split(',')[0]}`;
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page).toHaveURL(/\?childId=[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(chooser).toHaveValue(new URL(page.url()).searchParams.get('childId')!);
});

test('a switch shows its outline and its knob at 3:1 or more, on and off, in every theme', async ({ page }) => {
  try {
    for (const theme of ['default', 'wcag', 'dark', 'colorful', 'kids']) {
      await setAccountTheme(page, theme);
      await page.goto('/parental-controls');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const toggle = page.getByRole('switch', { name: 'Writing Buddy' });
      await expect(toggle).toBeVisible();
      for (const on of [true, false]) {
        // Only the look of each state is read: the box is ticked without telling the page, then put back.
        const colours = await toggle.evaluate((input: HTMLInputElement, checked) => {
          const was = input.checked;
          input.checked = checked;
          let surface = input.parentElement!;
          while (getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement!;
          const track = getComputedStyle(input);
          const knob = getComputedStyle(input.nextElementSibling!);
          const read = {
            surface: getComputedStyle(surface).backgroundColor,
            outline: track.borderTopColor,
            track: track.backgroundColor,
            knob: knob.backgroundColor,
          };
          input.checked = was;
          return read;
        }, on);
        const label = `${theme}, ${on ? 'on' : 'off'}: ${JSON.stringify(colours)}`;
        // WCAG 1.4.11: the switch against what it sits on, and its state (the knob) against the track.
        expect(contrast(rgbOf(colours.outline), rgbOf(colours.surface)), label).toBeGreaterThanOrEqual(3);
        expect(contrast(rgbOf(colours.knob), rgbOf(colours.track)), label).toBeGreaterThanOrEqual(3);
      }
    }
  } finally {
    await resetAccountLook(page);
  }
});
