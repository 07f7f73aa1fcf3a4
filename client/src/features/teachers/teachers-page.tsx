import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { AnalyticsTab, CoursesTab, StudentProgressTab } from './courses/courses-slot.tsx';

// A minimal shell for the course tabs until the Teachers Hub page (five tabs, badge) lands from its own branch.
export default function Page() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader title={t('areas.teachers.name')} subtitle={t('areas.teachers.description')} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs defaultValue="courses">
          <TabsList aria-label={t('areas.teachers.name')}>
            <TabsTrigger value="courses">{t('courses.title')}</TabsTrigger>
            <TabsTrigger value="students">{t('courses.progress.title')}</TabsTrigger>
            <TabsTrigger value="analytics">{t('courses.analytics.title')}</TabsTrigger>
          </TabsList>
          <TabsContent value="courses">
            <CoursesTab />
          </TabsContent>
          <TabsContent value="students">
            <StudentProgressTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
