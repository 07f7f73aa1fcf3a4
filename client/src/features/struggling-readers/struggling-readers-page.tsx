import { useTranslation } from 'react-i18next';
import { AreaScreen } from '@/components/layout/area-screen.tsx';

export default function Page() {
  const { t } = useTranslation();
  return <AreaScreen title={t('areas.struggling-readers.name')} description={t('areas.struggling-readers.description')} />;
}
