import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import en from '../client/src/locales/en.json' with { type: 'json' };
import ar from '../client/src/locales/ar.json' with { type: 'json' };
import fr from '../client/src/locales/fr.json' with { type: 'json' };
import it from '../client/src/locales/it.json' with { type: 'json' };
import { emptyGrid } from '@common/contracts/mission-creator.ts';

export const DEMO_ROLES = ['student', 'parent', 'teacher', 'admin'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** Per server port, so two runs on one machine (different E2E_PORT) never share sessions or data. */
export const E2E_TMP = `.tmp/e2e-${process.env.E2E_PORT ?? 6173}`;

export const storageFor = (role: DemoRole) => `${E2E_TMP}/auth/${role}.json`;

/**
 * Sets the theme the way a returning visitor has it: kept in browser storage before the page loads. Signed in, the
 * account's own theme takes over as soon as the session loads, so a signed-in page would be tested in it: refused.
 */
export async function useStoredTheme(page: Page, theme: string): Promise<void> {
  if ((await page.context().cookies()).some((cookie) => cookie.name === 'wren_session')) {
    throw new Error('signed in, the account’s theme takes over: use setAccountTheme');
  }
  await page.addInitScript((value) => localStorage.setItem('wren.theme', value), theme);
}

/** The header the app sends with every change (the server refuses a change without it). */
export const WREN = { 'X-Requested-With': 'wren' };
const patchProfile = (page: Page, data: object) => page.request.patch('/api/user/profile', { headers: WREN, data });

/**
 * Sets the signed-in account's language, as Settings does; the next page opens in it. A spec that sets Arabic on a
 * demo account calls resetAccountLook in a `finally`, since the other specs (and a retry) sign in as the same account.
 */
export const setAccountLanguage = (page: Page, preferredLanguage: string) => patchProfile(page, { preferredLanguage });

/** Sets the signed-in account's text size as Settings does (normal, large, x-large); the next page opens in it. */
export async function setAccountTextSize(page: Page, textSize: 'normal' | 'large' | 'x-large'): Promise<void> {
  expect((await patchProfile(page, { preferences: { textSize } })).status()).toBe(200);
}

/** Sets the signed-in account's theme as Settings does: on the account, and in browser storage for the first paint. */
export async function setAccountTheme(page: Page, theme: string): Promise<void> {
  expect((await patchProfile(page, { theme })).status()).toBe(200);
  await page.addInitScript((value) => localStorage.setItem('wren.theme', value), theme);
}

/** A demo account back in English and the default theme, as the other specs expect it. */
export async function resetAccountLook(page: Page): Promise<void> {
  expect((await patchProfile(page, { preferredLanguage: 'en', theme: 'default' })).status()).toBe(200);
}

/** Relative luminance of an sRGB colour given as 0–255 channels (WCAG 2). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The WCAG 2 contrast ratio of two sRGB colours given as 0–255 channels (1 to 21). */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** A computed CSS colour ("rgb(40, 82, 200)") as 0–255 channels. */
export const rgbOf = (css: string): number[] =>
  css
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);

/** axe-core on the whole page; serious and critical violations fail the test with their details. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are checked at rest: no pointer over a control, no fade or transition caught half-way.
  await page.mouse.move(0, 0);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Every route of spec 000 §2 and the roles that may open it (common/domain/roles.ts AREA_ACCESS). */
export const ROUTE_ACCESS: { path: string; roles: readonly DemoRole[] }[] = [
  { path: '/dashboard', roles: DEMO_ROLES },
  { path: '/writing-buddy', roles: DEMO_ROLES },
  { path: '/phonics-tutor', roles: DEMO_ROLES },
  { path: '/stem-mission-coach', roles: DEMO_ROLES },
  { path: '/creative-lab', roles: DEMO_ROLES },
  { path: '/parental-controls', roles: ['parent', 'admin'] },
  { path: '/mission-creator', roles: ['parent', 'teacher', 'admin'] },
  { path: '/teachers', roles: ['teacher', 'admin'] },
  { path: '/settings', roles: DEMO_ROLES },
  { path: '/my-progress', roles: DEMO_ROLES },
  { path: '/my-children', roles: ['parent'] },
  { path: '/struggling-readers', roles: ['teacher', 'admin'] },
  { path: '/skills-assessment', roles: DEMO_ROLES },
  { path: '/staff-management', roles: ['admin'] },
  { path: '/assessment', roles: DEMO_ROLES },
  { path: '/assessment/grade1', roles: DEMO_ROLES },
  { path: '/admin/ai', roles: ['admin'] },
];

/** Visits every route as `role`: allowed ones show their heading, the others say the area is not for this account. */
export async function visitEveryRoute(page: Page, role: DemoRole): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of ROUTE_ACCESS) {
    await page.goto(route.path);
    const allowed = route.roles.includes(role);
    if (allowed) {
      await expect(page.getByRole('heading', { level: 1 }).first(), `${route.path} as ${role}`).toBeVisible();
      await expect(page.getByText('This area is not for your account')).toHaveCount(0);
    } else {
      await expect(page.getByText('This area is not for your account'), `${route.path} as ${role}`).toBeVisible();
    }
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  }
  expect(errors, errors.join('\n')).toEqual([]);
}

/** A phone's screen, the narrowest of common ones (360×800 CSS pixels; most of the last years are 390 or wider): children and parents use the app on one. */
export const PHONE = { width: 360, height: 800 } as const;

/**
 * What a reader would see as broken on a narrow screen, one line each: the page scrolling sideways, text laid over other
 * text or a control (a column squeezed too narrow for its words spills them over its neighbour), text wider than its
 * box (a word longer than its column runs into the padding) or taller (wrapped in a button of fixed height), text cut
 * short with "…". The bars fixed over the page (the voice bar) lie over content by design and are left out. `within`
 * (a selector: an open dialog) checks that alone, and that it fits the screen.
 */
export function phoneLayoutFaults(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const faults: string[] = [];
    const root = document.documentElement;
    // A dialog is checked on its own (the page behind it is the page's check): it is fixed over the page, so only
    // what is fixed inside it is left out, and it may neither stick out of the screen nor scroll sideways itself.
    const scope = within ? document.querySelector(within)! : document.body;
    if (root.scrollWidth > window.innerWidth + 1) faults.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);
    if (within) {
      const box = scope.getBoundingClientRect();
      if (box.left < -1 || box.right > window.innerWidth + 1)
        faults.push(`the dialog sticks out of the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      if (scope.scrollWidth > scope.clientWidth + 1) faults.push(`the dialog scrolls sideways (${scope.scrollWidth} px wide in ${scope.clientWidth})`);
    }
    const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const floating = (el: Element) => {
      for (let at: Element | null = el; at && at !== scope; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
      return false;
    };
    // Text for screen readers alone (sr-only, max-sm:sr-only on a phone) is clipped to nothing.
    const unseen = (el: Element) => {
      for (let at: Element | null = el; at && at !== scope; at = at.parentElement) if (getComputedStyle(at).clipPath === 'inset(50%)') return true;
      return false;
    };
    const shown = (el: Element) => getComputedStyle(el).visibility === 'visible' && !el.closest('svg') && !unseen(el) && !floating(el);
    // Each line of text as drawn, its middle half only: a line's box is taller than its line height in some fonts
    // (Arabic above all), so stacked lines would otherwise touch.
    const boxes: { owner: Element; rect: DOMRect; control: boolean }[] = [];
    // The boxes a line of text must fit in, between their paddings: the one it is laid out in (its nearest ancestor
    // that is not inline) and those around it, up to one that scrolls sideways (a swipe shows the rest) or ends in
    // "…" (cut short, below), or one placed on its own (absolute: it may stand out of its parent by design). A word
    // wider than a narrow column runs past it, into the padding or beyond; so does a table wider than its card. Words
    // wrapped in a box of fixed height (a button one line high) run out of its top and bottom: the box they are laid
    // out in then holds more than its height (scrollHeight, which a clamp to three lines does not count, nor a glyph
    // taller than its line) and a line stands out of it.
    type Around = { left: number; right: number; top: number; bottom: number; clips: boolean; last: boolean };
    const around = new Map<Element, Around | 'inline' | 'kept'>();
    const boxOf = (el: Element) => {
      if (!around.has(el)) {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const inset = (side: 'Left' | 'Right') => parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
        if (['inline', 'contents'].includes(style.display)) around.set(el, 'inline');
        else if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') around.set(el, 'kept');
        else
          around.set(el, {
            left: rect.left + inset('Left'),
            right: rect.right - inset('Right'),
            top: rect.top,
            bottom: rect.bottom,
            clips: style.overflowY !== 'visible',
            last: el === scope || style.position === 'absolute',
          });
      }
      return around.get(el)!;
    };
    const overflowing = new Set<Element>();
    const spilling = new Set<Element>();
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !shown(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((line) => line.width >= 2 && line.height >= 2);
      for (const line of lines) boxes.push({ owner, rect: new DOMRect(line.x, line.y + line.height / 4, line.width, line.height / 2), control: false });
      let laidOut = true;
      for (let at: Element | null = owner; at; at = at.parentElement) {
        const box = boxOf(at);
        if (box === 'inline') continue;
        if (box === 'kept') break;
        if (lines.some((line) => line.left < box.left - 1 || line.right > box.right + 1)) {
          overflowing.add(at);
          break;
        }
        // Only the box the text is laid out in: its ancestors' scrollHeight counts their other children too.
        if (laidOut && !box.clips && at.scrollHeight > at.clientHeight + 1 && lines.some((line) => line.top < box.top - 1 || line.bottom > box.bottom + 1)) {
          spilling.add(at);
          break;
        }
        laidOut = false;
        if (box.last) break;
      }
    }
    for (const block of overflowing) faults.push(`${name(block)} has text wider than its box`);
    for (const block of spilling) faults.push(`${name(block)} has text taller than its box`);
    for (const control of scope.querySelectorAll('button, a[href], input, select, textarea, [role="tab"]')) {
      const rect = control.getBoundingClientRect();
      if (rect.width >= 2 && rect.height >= 2 && shown(control)) boxes.push({ owner: control, rect, control: true });
    }
    const reported = new Set<string>();
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (a.control && b.control) continue;
        if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        const wide = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const high = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        const fault = `${name(a.owner)} lies over ${name(b.owner)}`;
        if (wide > 2 && high > 2 && !reported.has(fault)) {
          reported.add(fault);
          faults.push(fault);
        }
      }
    }
    // The fixed bars too: their own text is the reader's as much as the page's.
    for (const el of scope.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.textOverflow !== 'ellipsis' || style.visibility !== 'visible' || el instanceof HTMLSelectElement) continue;
      if (el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1) {
        faults.push(`${name(el)} is cut short`);
      }
    }
    return faults;
  }, within);
}

/**
 * Screens opened by a record's id or a child's, as the app's links open them, and the roles whose demo data reaches
 * them: `:student` stands for the demo student's id (Sam, whom the demo parent, teacher and administrator may see).
 */
export const ID_ROUTES: { path: string; roles: readonly DemoRole[] }[] = [
  { path: '/assessment/kindergarten', roles: DEMO_ROLES },
  { path: '/assessment/grade2-3', roles: DEMO_ROLES },
  { path: '/my-progress?childId=:student', roles: ['parent', 'teacher', 'admin'] },
  { path: '/skills-assessment?childId=:student', roles: ['parent', 'teacher', 'admin'] },
  { path: '/parental-controls?childId=:student', roles: ['parent'] },
  { path: '/my-children/:student/creations', roles: ['parent', 'teacher'] },
  { path: '/struggling-readers/print/:student', roles: ['teacher', 'admin'] },
];

/**
 * The dialogs each role's demo data can open, on the screen at `path`: `press` names what is pressed in turn (a tab,
 * then the button that opens it; the first of several alike) by its key in the catalogue, `{{…}}` standing for
 * any record's name; `first-of:` and a key choose the first choice of the radio group the key names (a story to
 * present, whose title is the demo data's, not the catalogue's); `begins:` and a key press the button whose name
 * begins with the key's text (a tool card, named by its title and its description).
 */
export const DIALOGS: { path: string; roles: readonly DemoRole[]; press: string[] }[] = [
  { path: '/settings', roles: DEMO_ROLES, press: ['settings.actions.report'] },
  { path: '/settings', roles: DEMO_ROLES, press: ['settings.actions.reset'] },
  { path: '/settings', roles: DEMO_ROLES, press: ['settings.actions.help'] },
  { path: '/creative-lab', roles: ['student'], press: ['creativeLab.creations.view'] },
  { path: '/creative-lab', roles: ['student'], press: ['creativeLab.creations.delete'] },
  {
    path: '/creative-lab',
    roles: ['student'],
    press: ['begins:creativeLab.tools.interactive-maker.title', 'first-of:creativeLab.present.chooseStory', 'creativeLab.present.start'],
  },
  // The guided tours: a dialog that leaves the screen usable beside it, closed with Escape like the others.
  { path: '/writing-buddy', roles: ['student'], press: ['writingBuddy.tour.start'] },
  { path: '/phonics-tutor', roles: ['student'], press: ['phonicsTutor.tour.start'] },
  { path: '/my-children', roles: ['parent'], press: ['children.add.button'] },
  { path: '/my-children', roles: ['parent'], press: ['children.actions.edit'] },
  { path: '/my-children', roles: ['parent'], press: ['children.actions.resetPin'] },
  { path: '/my-children', roles: ['parent'], press: ['children.actions.delete'] },
  { path: '/my-children/:student/creations', roles: ['parent', 'teacher'], press: ['storyGame.family.open'] },
  {
    path: '/mission-creator',
    roles: ['parent', 'teacher', 'admin'],
    press: ['missionCreator.tabs.grid', 'missionCreator.grid.initialize', 'missionCreator.grid.cell', 'missionCreator.grid.initialize'],
  },
  // The mission and the plan recordsToOpen makes.
  { path: '/mission-creator', roles: ['parent', 'teacher', 'admin'], press: ['missionCreator.list.editNamed', 'missionCreator.preview'] },
  { path: '/mission-creator', roles: ['parent', 'teacher', 'admin'], press: ['missionCreator.list.assignNamed'] },
  { path: '/mission-creator', roles: ['parent', 'teacher', 'admin'], press: ['missionCreator.list.deleteNamed'] },
  { path: '/parental-controls', roles: ['parent'], press: ['parentalControls.tabs.my-plans', 'parentingPlans.card.calendarOf'] },
  { path: '/parental-controls', roles: ['parent'], press: ['parentalControls.tabs.my-plans', 'parentingPlans.card.deleteOf'] },
  // Last: the plan stays open after, in place of the list.
  {
    path: '/parental-controls',
    roles: ['parent'],
    press: ['parentalControls.tabs.my-plans', 'parentingPlans.card.viewOf', 'parentingPlans.activity.viewFull'],
  },
  { path: '/struggling-readers', roles: ['teacher', 'admin'], press: ['strugglingReaders.card.openFor'] },
  { path: '/teachers', roles: ['teacher'], press: ['lessonPlans.hub.myPlans', 'lessonPlans.myPlans.viewPlan'] },
  { path: '/teachers', roles: ['teacher'], press: ['lessonPlans.hub.myPlans', 'lessonPlans.myPlans.preview'] },
  { path: '/teachers', roles: ['teacher'], press: ['lessonPlans.hub.myPlans', 'lessonPlans.myPlans.deletePlan'] },
  { path: '/teachers', roles: ['teacher'], press: ['lessonPlans.hub.courses', 'courses.newCourse'] },
  { path: '/teachers', roles: ['teacher'], press: ['lessonPlans.hub.courses', 'courses.editName'] },
  { path: '/teachers', roles: ['teacher', 'admin'], press: ['lessonPlans.hub.courses', 'courses.manageName'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.organizations', 'staff.orgs.add'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.organizations', 'staff.page.edit'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.organizations', 'staff.page.delete'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.roles', 'staff.roles.add'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.roles', 'staff.page.edit'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.assignments', 'staff.assignments.add'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.assignments', 'staff.page.edit'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.people', 'staff.people.add.button'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.people', 'staff.people.edit.button'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.people', 'staff.people.deactivate.button'] },
  { path: '/staff-management', roles: ['admin'], press: ['staff.tabs.people', 'staff.people.delete.button'] },
];

const CATALOGUES: Record<string, object> = { en, ar, fr, it };

/** A catalogue's text for `key` in `language`, as a name to find a control by (`{{…}}` matching any words). */
function nameOf(key: string, language: string): RegExp {
  const text = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], CATALOGUES[language]);
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
  const parts = text.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/** Waits for the screen just opened to be drawn in `language`, with its data, in its own fonts. */
async function screenSettled(page: Page, language: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  // The screen itself, not the header the server draws ahead of it (app/first-screen.ts), with the voice bar
  // that follows it; then its data, not its loading state (no skeleton left, nothing busy), in its own fonts.
  // Not 'networkidle': an early request the screen does not read never counts as finished (Settings' report, asked
  // for an adult too while the browser does not yet know the account's role).
  await expect(page.locator('#root h1').first()).toBeVisible();
  await expect(page.locator('#voice-assistant')).toBeVisible();
  await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Opens every route `role` may open on a phone's screen, the screens behind an id its demo data reaches (ID_ROUTES)
 * and every dialog it can open on them (DIALOGS), in English, Arabic (right to left), French and Italian (their words
 * are the longest: a header's three buttons ran off the screen in both), and expects none to show
 * phoneLayoutFaults, in Settings' largest text. One page and one session throughout; each dialog is closed with Escape
 * before the next opens; the account is set back to English and normal text after.
 */
export async function expectEveryRouteFitsAPhone(page: Page, role: DemoRole): Promise<void> {
  // Some forty screens and dialogs, in four languages: about 90 s for a teacher, more for an administrator.
  test.setTimeout(300_000);
  expect(page.viewportSize()).toEqual(PHONE);
  const student = await demoStudentId();
  const paths = [...ROUTE_ACCESS, ...ID_ROUTES].filter((route) => route.roles.includes(role)).map((route) => route.path);
  const faults: string[] = [];
  const removeRecords = await recordsToOpen(page, role);
  // In Settings' largest text (125%), as a reader who needs it has it: the size at which words most often outgrow their boxes.
  await setAccountTextSize(page, 'x-large');
  try {
    for (const language of ['en', 'ar', 'fr', 'it']) {
      expect((await setAccountLanguage(page, language)).status()).toBe(200);
      for (const path of paths) {
        await page.goto(path.replace(':student', student));
        await screenSettled(page, language);
        faults.push(...(await phoneLayoutFaults(page)).map((fault) => `${path} (${language}): ${fault}`));
        for (const dialog of DIALOGS.filter((d) => d.path === path && d.roles.includes(role))) {
          const at = `${path} (${language}), ${dialog.press.join(' › ')}`;
          for (const key of dialog.press) {
            if (key.startsWith('first-of:')) {
              const choice = page
                .getByRole('radiogroup', { name: nameOf(key.slice('first-of:'.length), language) })
                .getByRole('radio')
                .first();
              await expect(choice, `${at}: ${key}`).toBeVisible();
              await choice.click();
              continue;
            }
            const name = key.startsWith('begins:')
              ? new RegExp(nameOf(key.slice('begins:'.length), language).source.replace(/\$$/, ''))
              : nameOf(key, language);
            const control = page.getByRole('tab', { name }).or(page.getByRole('button', { name })).first();
            await expect(control, `${at}: ${key}`).toBeVisible();
            await control.click();
          }
          const opened = page.getByRole('dialog');
          await expect(opened, at).toBeVisible();
          await expect(opened.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0);
          faults.push(...(await phoneLayoutFaults(page, '[role="dialog"]')).map((fault) => `${at}: ${fault}`));
          await page.keyboard.press('Escape');
          await expect(opened).toHaveCount(0);
        }
      }
    }
  } finally {
    await removeRecords();
    await resetAccountLook(page);
    await setAccountTextSize(page, 'normal');
  }
  expect(faults, faults.join('\n')).toEqual([]);
}

/**
 * What DIALOGS opens that the demo data lacks, made for the time of the sweep on `role`'s account: a mission of its
 * own (Mission Creator's list: Preview, Assign, Delete) and, for the parent, a parenting plan (its calendar, an
 * activity, Delete). Returns what deletes them again.
 */
async function recordsToOpen(page: Page, role: DemoRole): Promise<() => Promise<void>> {
  const made: string[] = [];
  if (role !== 'student') {
    const gridSetup = emptyGrid(5);
    gridSetup.cells[0]![0]!.type = 'start';
    gridSetup.cells[0]![3]!.type = 'goal';
    const mission = await page.request.post('/api/custom-missions', {
      headers: WREN,
      data: {
        title: { en: 'Across the room', ar: 'عبر الغرفة' },
        description: { en: 'Drive to the flag.', ar: 'قُد إلى الراية.' },
        difficulty: 'beginner',
        category: 'movement',
        ageGroup: '7-9',
        estimatedTime: 15,
        objectives: { en: ['Reach the flag'], ar: ['الوصول إلى الراية'] },
        tags: [],
        safetyLevel: 'high',
        gridSetup,
      },
    });
    expect(mission.status()).toBe(201);
    made.push(`/api/custom-missions/${((await mission.json()) as { mission: { id: string } }).mission.id}`);
  }
  if (role === 'parent') {
    const input = { parentingStyle: 'friendly', goals: [], timeline: 3, hoursPerDay: 1, childAge: 8, focusAreas: [], additionalNotes: '', childName: 'Sam' };
    const generated = await page.request.post('/api/parenting-plans/generate', { headers: WREN, data: { ...input, language: 'en' } });
    expect(generated.status()).toBe(200);
    const { title, description, dailyPlans } = (await generated.json()) as { title: string; description: string; dailyPlans: unknown[] };
    const plan = await page.request.post('/api/parenting-plans', { headers: WREN, data: { ...input, title, description, dailyPlans } });
    expect(plan.status()).toBe(201);
    made.push(`/api/parenting-plans/${((await plan.json()) as { plan: { id: string } }).plan.id}`);
  }
  return async () => {
    for (const record of made) expect((await page.request.delete(record, { headers: WREN })).status()).toBe(200);
  };
}

/** The demo student's id, from the student's own session (the page's role may see them, but lists them differently). */
async function demoStudentId(): Promise<string> {
  const context = await request.newContext({ baseURL: test.info().project.use.baseURL, storageState: storageFor('student') });
  const profile = await context.get('/api/user/profile');
  expect(profile.status()).toBe(200);
  const { id } = (await profile.json()) as { id: string };
  await context.dispose();
  return id;
}

/** The skills assessment's ten letters and ten rhyme pairs, answered by their keys (1 and Y), each once it may be. */
export async function answerLettersAndRhymesByKeys(page: Page): Promise<void> {
  for (const [selector, key] of [
    ['button[aria-keyshortcuts]', '1'],
    ['button[aria-keyshortcuts="Y"]', 'y'],
  ] as const) {
    const button = page.locator(selector).first();
    for (let i = 0; i < 10; i++) {
      await expect(button).toBeEnabled();
      await page.keyboard.press(key);
      await expect(button).toBeDisabled();
    }
  }
}

/** Made by speech.setup.ts; fed to Chromium as the microphone by the 'microphone' project. */
export const SPOKEN_COMMAND_WAV = '.tmp/e2e-spoken-command.wav';

/** Made by phonics-word.setup.ts; fed to Chromium as the microphone by the 'phonics-microphone' project. */
export const PHONICS_WORD_WAV = `${E2E_TMP}/phonics-word.wav`;
/** The word it speaks: the first beginner word of the English reading list. */
export const PHONICS_WORD = 'the';

/** Made by assessment-word.setup.ts; fed to Chromium as the microphone by the 'assessment-microphone' project. */
export const ASSESSMENT_WORD_WAV = `${E2E_TMP}/assessment-word.wav`;
/** The word it speaks: the pronunciation item of the English kindergarten form A. */
export const ASSESSMENT_WORD = 'sun';

export interface BankQuestion {
  id: string;
  type: 'multiple-choice' | 'pronunciation';
  question: string;
  options?: { id: string; label: string }[];
  correctAnswer?: string;
  pronunciationTarget?: string;
}

/** A form of a grade assessment's bank, with its keys, read from content/ as the E2E knows the answers. */
export function assessmentForm(program: string, grade: string, form: string): BankQuestion[] {
  const bank = JSON.parse(fs.readFileSync(path.resolve('content/assessments', program, `${grade}.json`), 'utf8')) as { forms: Record<string, BankQuestion[]> };
  return bank.forms[form]!;
}

/** Serves a kindergarten form of these questions alone (PublicQuestion shapes), so a test reaches the one it needs at once. */
export async function serveKindergartenForm(page: Page, questions: readonly Record<string, unknown>[]): Promise<void> {
  await page.route('**/api/assessments/kindergarten/questions*', (route) =>
    route.fulfill({ json: { grade: 'kindergarten', program: 'english', form: 'A', language: 'en', passingScore: 70, questions } }),
  );
}

/**
 * A new child of the signed-in demo parent (`page`), signed in on a browser context of their own with `permissions`
 * (['microphone'] for the fake microphone's projects; none, so every request for one is refused, otherwise).
 */
export async function signInNewChild(
  page: Page,
  browser: Browser,
  child: { prefix: string; firstName: string; age: number; permissions?: string[] },
): Promise<{ context: BrowserContext; child: Page; childId: string }> {
  const username = `${child.prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await page.request.post('/api/children', {
    headers: WREN,
    data: { username, pin: '4321', firstName: child.firstName, age: child.age },
  });
  expect(created.status()).toBe(201);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, permissions: child.permissions ?? [] });
  const login = await context.request.post('/api/auth/login', { headers: WREN, data: { username, password: '4321' } });
  expect(login.status()).toBe(200);
  return { context, child: await context.newPage(), childId: ((await created.json()) as { child: { id: string } }).child.id };
}

/**
 * On a child's page, the adult beside the child signs in to listen and mark (components/adult-listening.tsx), with
 * the keyboard alone: Tab to the form's first field, type, Tab, type, Enter. `within` narrows to the form's
 * region; the form's words are not read, so this works in every language.
 */
export async function adultSignsInToListen(child: Page, within: Locator, username = 'demo-parent', password = 'demo1234'): Promise<void> {
  const form = within.getByRole('form');
  await expect(form).toBeVisible();
  const first = form.locator('input').first();
  for (let i = 0; i < 40 && !(await first.evaluate((input) => input === document.activeElement)); i++) await child.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await child.keyboard.type(username);
  await child.keyboard.press('Tab');
  await child.keyboard.type(password);
  const started = child.waitForResponse((r) => r.url().endsWith('/api/auth/listener') && r.request().method() === 'POST');
  await child.keyboard.press('Enter');
  expect((await started).status()).toBe(200);
  await expect(form).toBeHidden();
}

/** Presses Tab until the focused element matches the selector (and text, if given); keyboard-only navigation. */
export async function tabTo(page: Page, selector: string, text?: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      ([sel, txt]) => {
        const el = document.activeElement;
        return !!el && el.matches(sel!) && (!txt || el.textContent?.trim() === txt);
      },
      [selector, text] as const,
    );
    if (reached) return;
  }
  throw new Error(`tabTo: never reached ${selector} ${text ?? ''}`);
}
/** Made by fluency-passage.setup.ts; fed to Chromium as the microphone by the 'skills-microphone' project. */
export const FLUENCY_PASSAGE_WAV = `${E2E_TMP}/fluency-passage.wav`;

/** The story idea the creative-microphone project's fake microphone says (made by creative-idea.setup.ts). */
export const CREATIVE_IDEA_WAV = `${E2E_TMP}/creative-idea.wav`;
export const CREATIVE_IDEA = 'a dragon who is afraid of the dark';

/**
 * Chooses the option of a select (client/src/components/ui/select.tsx, the browser's own) whose text matches
 * `name` (a string: the whole text), as a person picks it from the list.
 */
export async function choose(select: Locator, name: string | RegExp): Promise<void> {
  const text = typeof name === 'string' ? new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) : name;
  const option = select.locator('option').filter({ hasText: text });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/**
 * Opens a signed-in screen as a first visit and checks its first queries came early (client/preload.js starts
 * client/src/app/early-requests.ts before the app loads): every early answer was taken over by the screen, and
 * no API address was asked for twice (an early address that is not exactly the screen's would be both).
 */
export async function expectEarlyRequestsTaken(page: Page, path: string, shown: Locator): Promise<void> {
  const asked: string[] = [];
  const onRequest = (request: { method(): string; url(): string }) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  };
  page.on('request', onRequest);
  await page.goto(path);
  await expect(shown).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const left = await page.evaluate(() => Object.keys((window as { __wrenEarly?: object }).__wrenEarly ?? {}));
  expect(left, `early answers ${path} never used`).toEqual([]);
  expect(
    asked.filter((url, index) => asked.indexOf(url) !== index),
    `asked twice on ${path}`,
  ).toEqual([]);
}

/**
 * Runs only these axe rules (some the WCAG run above leaves out: `heading-order` is a best practice,
 * `label-content-name-mismatch` experimental) and expects each to pass, whatever its impact.
 */
export async function expectAxeRulesPass(page: Page, rules: string[]): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  const failed = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(failed, failed.join('\n')).toEqual([]);
  expect(results.passes.length + results.incomplete.length + results.inapplicable.length).toBeGreaterThan(0);
}

/**
 * The page's cumulative layout shift so far (the sum of shifts not caused by input, as Lighthouse counts them on a
 * short visit), read from the browser's own layout-shift entries; with `of`, only the shifts that moved an element
 * matching that selector.
 */
export function layoutShift(page: Page, of?: string): Promise<number> {
  return page.evaluate(
    (selector) =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const moved = !selector || (entry.sources ?? []).some((source) => source.node instanceof Element && source.node.matches(selector));
            if (!entry.hadRecentInput && moved) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
    of ?? null,
  );
}
