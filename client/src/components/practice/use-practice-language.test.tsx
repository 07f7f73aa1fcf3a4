// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '@/test/render.tsx';
import { usePracticeLanguage } from './use-practice-language.ts';

type Practice = 'en' | 'ar' | 'fr';

async function renderLanguage(uiLanguage: 'en' | 'fr' | 'ar' | 'it') {
  const i18n = await testI18n(uiLanguage);
  const onChange = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const hook = renderHook(
    () =>
      usePracticeLanguage<Practice>({
        initial: (ui) => (ui === 'ar' || ui === 'fr' ? ui : 'en'),
        afterUiChange: (ui, current) => (ui === 'ar' ? 'ar' : current),
        onChange,
      }),
    { wrapper },
  );
  return { ...hook, i18n, onChange };
}

describe('usePracticeLanguage (spec 001 §4)', () => {
  it('starts in the interface language when the module has it', async () => {
    expect((await renderLanguage('fr')).result.current[0]).toBe('fr');
    expect((await renderLanguage('it')).result.current[0]).toBe('en');
  });

  it("keeps the child's choice, and starts the items again only on a real change", async () => {
    const { result, onChange } = await renderLanguage('en');
    act(() => result.current[1]('en'));
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current[1]('fr'));
    expect(result.current[0]).toBe('fr');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('follows the interface to Arabic, and stays when the interface changes to another language', async () => {
    const { result, i18n, onChange } = await renderLanguage('en');
    act(() => result.current[1]('fr'));
    await act(() => i18n.changeLanguage('it'));
    expect(result.current[0]).toBe('fr');
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current[0]).toBe('ar');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
