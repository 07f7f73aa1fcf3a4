import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaScreen } from '@/components/layout/area-screen.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { MyPlansTab, PlanBuilderTab } from './plans/index.tsx';

// The plan tabs, mounted until the full Parental Controls page (child selector and the other tabs) replaces this one.
export default function Page() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('ai-plan-builder');
  return (
    <AreaScreen title={t('areas.parental-controls.name')} description={t('areas.parental-controls.description')}>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="ai-plan-builder">{t('parentingPlans.tabs.builder')}</TabsTrigger>
          <TabsTrigger value="my-plans">{t('parentingPlans.tabs.myPlans')}</TabsTrigger>
        </TabsList>
        <TabsContent value="ai-plan-builder">
          <PlanBuilderTab onSaved={() => setTab('my-plans')} />
        </TabsContent>
        <TabsContent value="my-plans">
          <MyPlansTab />
        </TabsContent>
      </Tabs>
    </AreaScreen>
  );
}
