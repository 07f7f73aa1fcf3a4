import { useTranslation } from 'react-i18next';
import { LANGUAGES, VOICE_LANGUAGES, normalizeLanguage } from '@common/domain/languages.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useChangeLanguage } from '@/lib/preferences.ts';

/** The voice bar's language choice, which is the interface language. */
export function VoiceLanguageSelect() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <>
      <label htmlFor="voice-language" className="sr-only">
        {t('voice.language')}
      </label>
      <select
        id="voice-language"
        value={currentLanguage()}
        onChange={(e) => {
          const language = normalizeLanguage(e.target.value);
          if (language) void changeLanguage(language);
        }}
        // As wide as the chosen language, not the longest one ("English (Canada)"): on a phone that width is the status line's.
        className="field-sizing-content h-9 max-w-32 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-1 text-sm text-card-fg sm:max-w-none"
      >
        {/* The voice bar's own set (spec 000 §1), plus the current language so the select never lies. */}
        {[...new Set([...VOICE_LANGUAGES, currentLanguage()])].map((code) => (
          <option key={code} value={code}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
    </>
  );
}
