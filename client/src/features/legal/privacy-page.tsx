import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';

const SECTIONS = ['consent', 'account', 'learning', 'ai', 'notKept', 'who', 'rights', 'keep'] as const;

/** /privacy: what Wren keeps about children, and the parent's rights over it (COPPA / GDPR-K style). */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={SECTIONS.map((key) => ({ heading: t(`legal.privacy.${key}.heading`), body: [t(`legal.privacy.${key}.body`)] }))}
    />
  );
}
