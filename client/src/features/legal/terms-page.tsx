import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page.tsx';

const SECTIONS = ['account', 'children', 'plans', 'use', 'end'] as const;

/** /terms: the terms a parent accepts at sign-up. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      sections={SECTIONS.map((key) => ({ heading: t(`legal.terms.${key}.heading`), body: [t(`legal.terms.${key}.body`)] }))}
    />
  );
}
