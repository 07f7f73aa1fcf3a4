import { useTranslation } from 'react-i18next';
import { Palette } from 'lucide-react';
import { THEMES, type Theme } from '@common/domain/themes.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * A small picture of a theme. It carries its own data-theme, so the theme's tokens (bg-bg, bg-primary…) resolve
 * to that theme's colours inside it whatever the page's theme is.
 */
function ThemeSwatch({ theme }: { theme: Theme }) {
  return (
    <span data-theme={theme} aria-hidden="true" className="flex h-12 w-full items-end gap-1 rounded-[calc(var(--radius)*0.5)] border border-border bg-bg p-1.5">
      <span className="h-full flex-1 rounded-sm border border-border bg-card" />
      <span className="h-3/4 w-3 rounded-sm bg-primary" />
      <span className="h-1/2 w-3 rounded-sm bg-accent" />
      <span className="h-1/3 w-3 rounded-sm bg-secondary" />
    </span>
  );
}

/**
 * The themes as native radio buttons, one group: arrow keys move between them (right to left in Arabic) and the
 * browser draws each in one pass (issue 16: a script-driven radio group drew itself again twice after mounting,
 * before the settings' text was painted). The radio sits in its card's corner, as the safety levels' do. On a phone,
 * two to a row while a card is 8rem wide or more: one with the largest text (two cut "Professionnel" short).
 */
export function ThemeCard({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <SettingsSection title={t('settings.theme.title')} description={t('settings.theme.description')} icon={Palette}>
      <div
        role="radiogroup"
        aria-label={t('settings.theme.label')}
        dir={i18n.dir()}
        className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3 sm:grid-cols-3"
      >
        {THEMES.map((theme) => (
          <label
            key={theme}
            className="relative flex cursor-pointer flex-col gap-2 rounded-card border-2 border-border bg-card p-2 text-start text-card-fg hover:bg-muted has-[:checked]:border-primary"
          >
            <ThemeSwatch theme={theme} />
            <span className="flex items-center justify-between gap-1 text-sm font-semibold">
              {t(`themes.${theme}`)}
              <input
                type="radio"
                name="settings-theme"
                value={theme}
                checked={value === theme}
                onChange={() => onChange(theme)}
                aria-describedby={`settings-theme-hint-${theme}`}
                className="h-4 w-4 shrink-0 accent-[var(--color-primary)]"
              />
            </span>
            {/* The hint is the radio's description, not part of its name: the name is the theme's, as shown (label in name). */}
            <span id={`settings-theme-hint-${theme}`} aria-hidden="true" className="text-xs text-muted-fg">
              {t(`settings.theme.hints.${theme}`)}
            </span>
          </label>
        ))}
      </div>
    </SettingsSection>
  );
}
