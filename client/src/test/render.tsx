import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Direction } from 'radix-ui';
import { directionOf, type Language } from '@common/domain/languages.ts';
import { createQueryClient } from '@/lib/api.ts';
import en from '@/locales/en.json';
import fr from '@/locales/fr.json';
import ar from '@/locales/ar.json';
import it from '@/locales/it.json';

const catalogues: Partial<Record<Language, Record<string, unknown>>> = { en, fr, ar, it };

/** A whole i18next instance in `language` with every namespace loaded, as a signed-in screen sees it. */
export async function testI18n(language: Language = 'en'): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(catalogues).map(([lng, translation]) => [lng, { translation }])),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Renders a component as the app would: translations, a fresh query client and the page direction of `language`.
 * Returns Testing Library's queries and a `user` for typing and clicking like a person.
 */
export async function renderWithProviders(ui: ReactElement, { language = 'en' }: { language?: Language } = {}) {
  const i18n = await testI18n(language);
  const dir = directionOf(language);
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
  const queryClient = createQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Direction.Provider dir={dir}>{children}</Direction.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    );
  }
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: Providers }), user, i18n };
}
