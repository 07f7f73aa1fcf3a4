import { useTranslation } from 'react-i18next';

export default function Page() {
  const { t } = useTranslation();
  return <main className="p-6">{t('app.name')}</main>;
}
