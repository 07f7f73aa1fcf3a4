import { useTranslation } from 'react-i18next';
import { AreaScreen } from '@/components/layout/area-screen.tsx';

export default function Page() {
  const { t } = useTranslation();
  return <AreaScreen title={t('modules.stem-mission-coach.name')} description={t('modules.stem-mission-coach.description')} />;
}
