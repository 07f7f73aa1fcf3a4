import { useTranslation } from 'react-i18next';
import { AreaScreen } from '@/components/layout/area-screen.tsx';
import { PendingResetsCard } from './pending-resets-card.tsx';

export default function Page() {
  const { t } = useTranslation();
  return (
    <AreaScreen title={t('areas.staff-management.name')} description={t('areas.staff-management.description')}>
      <PendingResetsCard />
    </AreaScreen>
  );
}
