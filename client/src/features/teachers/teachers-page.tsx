import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonPlanRecord } from '@common/contracts/lesson-plans.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSession } from '@/lib/session.ts';
// The Courses, Student Progress and Reports & Analytics tabs come from courses/ (another part of issue 12).
import { AnalyticsTab, CoursesTab, preloadAnalytics, StudentProgressTab } from './courses/courses-slot.tsx';
import { LessonBuilder } from './plans/lesson-builder.tsx';
import { MyPlans } from './plans/my-plans.tsx';

/**
 * The Teachers Hub (spec 002 §2): five tabs, Lesson Builder the default. The route lets in teachers, trainers and
 * administrators (others get the 'not for your account' screen); lesson plans are a teacher's or trainer's own, so an
 * administrator sees the course tabs only.
 */
export default function Page() {
  const { t } = useTranslation();
  const session = useSession();
  const role = session?.user?.role;
  const plans = role === 'teacher' || role === 'trainer';
  const [tab, setTab] = useState<string>(plans ? 'lesson-generator' : 'courses');
  const [editing, setEditing] = useState<LessonPlanRecord | null>(null);
  const [builderKey, setBuilderKey] = useState(0);

  const openBuilder = (plan: LessonPlanRecord | null) => {
    setEditing(plan);
    setBuilderKey((k) => k + 1);
    setTab('lesson-generator');
  };

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={t('areas.teachers.name')}
        subtitle={t('areas.teachers.description')}
        actions={<Badge tone="info">{t('lessonPlans.hub.badge')}</Badge>}
      />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('lessonPlans.hub.tabs')} className="flex-wrap">
            {plans && <TabsTrigger value="lesson-generator">{t('lessonPlans.hub.lessonBuilder')}</TabsTrigger>}
            {plans && <TabsTrigger value="my-lessons">{t('lessonPlans.hub.myPlans')}</TabsTrigger>}
            <TabsTrigger value="courses">{t('lessonPlans.hub.courses')}</TabsTrigger>
            <TabsTrigger value="students">{t('lessonPlans.hub.students')}</TabsTrigger>
            <TabsTrigger value="analytics" onPointerEnter={preloadAnalytics}>
              {t('lessonPlans.hub.analytics')}
            </TabsTrigger>
          </TabsList>
          {plans && (
            <TabsContent value="lesson-generator" className="mt-4">
              <LessonBuilder key={builderKey} editing={editing} onSaved={() => (setEditing(null), setTab('my-lessons'))} />
            </TabsContent>
          )}
          {plans && (
            <TabsContent value="my-lessons" className="mt-4">
              <MyPlans onEdit={(plan) => openBuilder(plan)} onCreate={() => openBuilder(null)} />
            </TabsContent>
          )}
          {/* Slots: the courses part of issue 12 renders these. */}
          <TabsContent value="courses" className="mt-4">
            <CoursesTab />
          </TabsContent>
          <TabsContent value="students" className="mt-4">
            <StudentProgressTab />
          </TabsContent>
          <TabsContent value="analytics" className="mt-4">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
