// @vitest-environment jsdom
// How the catalogues load (client/src/lib/i18n.ts): i18next's backend fetches one chunk per language and namespace,
// the initial namespaces at start, a screen's own when it asks. Runs the real setup, chunks from client/locale-parts.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_NAMESPACES, currentLanguage, i18n, initI18n, setLanguage } from './i18n.ts';

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
});

describe('catalogue namespaces', () => {
  it('starts with only the initial namespaces, so the landing page carries no signed-in screen’s strings', () => {
    expect(currentLanguage()).toBe('en');
    for (const namespace of INITIAL_NAMESPACES) expect(i18n.hasLoadedNamespace(namespace)).toBe(true);
    expect(i18n.t('common.loading')).toBe('Loading…');
    expect(i18n.hasLoadedNamespace('children')).toBe(false);
    expect(i18n.hasLoadedNamespace('landing')).toBe(false);
    expect(i18n.t('children.title')).toBe('children.title');
  });

  it('loads a screen’s namespace on demand, read with the same keys as before', async () => {
    await i18n.loadNamespaces('children');
    expect(i18n.t('children.title')).toBe('My children');
    expect(i18n.t('children.errors.age')).toBe('Enter an age from 3 to 14, in whole years.');
  });

  it('keeps a namespace whole when it has a key named default', async () => {
    await i18n.loadNamespaces('themes');
    expect(i18n.t('themes.default')).toBe('Professional');
    expect(i18n.t('themes.wcag')).toBe('High Contrast');
  });

  it('a language switch brings every namespace loaded so far in the new language, and the page direction', async () => {
    await setLanguage('fr');
    expect(i18n.t('children.title')).toBe('Mes enfants');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    await setLanguage('ar');
    expect(i18n.t('children.title')).toBe('أطفالي');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('wren.language')).toBe('ar');
  });

  it('a partial language falls back to English for the namespaces it lacks', async () => {
    await setLanguage('cr');
    expect(i18n.t('languages.cr')).toBe('ᓀᐦᐃᔭᐍᐏᐣ');
    expect(i18n.t('children.title')).toBe('My children');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
