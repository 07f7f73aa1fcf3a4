import { useTranslation } from 'react-i18next';
import { AreaScreen } from '@/components/layout/area-screen.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { PendingResetsCard } from './pending-resets-card.tsx';
import { AuditLogTab, PeopleTab } from './people/people-slot.tsx';

export default function Page() {
  const { t } = useTranslation();
  return (
    <AreaScreen title={t('areas.staff-management.name')} description={t('areas.staff-management.description')}>
      <Tabs defaultValue="overview" className="space-y-4">
        <TabsList>
          <TabsTrigger value="overview">{t('staff.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="people">{t('staff.tabs.people')}</TabsTrigger>
          <TabsTrigger value="audit">{t('staff.tabs.audit')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <PendingResetsCard />
        </TabsContent>
        <TabsContent value="people">
          <PeopleTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </AreaScreen>
  );
}
