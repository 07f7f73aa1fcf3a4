import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '@common/domain/roles.ts';
import { i18n, type Namespace } from '@/lib/i18n.ts';

export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType<any>>;
  /** Public routes need no session. Others send visitors to sign in first. */
  public?: boolean;
  /** Roles allowed, by product area (common/domain/roles.ts). Omitted: every signed-in role. */
  area?: Area;
  /**
   * Catalogue namespaces the screen reads beyond the initial ones (and, when signed in, the shell's): i18next loads
   * them with the route (lib/i18n.ts useNamespaces). routes.test.ts checks the list against the screen's code.
   */
  namespaces?: Namespace[];
  /**
   * The screen's header as it opens (the catalogue keys its PageHeader or AreaScreen shows): client/prerender.ts
   * draws it into the page the server sends for this path, so a reader sees where they are before the app's code
   * has arrived (issue 16); the app takes over when the screen commits (app/first-screen.ts revealScreen). Only for a header
   * that reads no data; routes.test.ts and e2e/screen-frames.spec.ts check it against the screen's own.
   */
  frame?: ScreenFrame;
}

export interface ScreenFrame {
  title: string;
  /** The line under the title (PageHeader). */
  subtitle?: string;
  /** The card under the header (AreaScreen). */
  description?: string;
}

/** The one routes table (spec 000 §2). Every screen loads on its own, so the landing page stays small. */
export const ROUTES: AppRoute[] = [
  { path: '/', component: lazy(() => import('@/features/landing/landing-page.tsx')), public: true, namespaces: ['landing', 'plans', 'modules'] },
  { path: '/login', component: lazy(() => import('@/features/auth/sign-in-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/sign-up', component: lazy(() => import('@/features/auth/sign-up-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/forgot-password', component: lazy(() => import('@/features/auth/forgot-password-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/reset-password', component: lazy(() => import('@/features/auth/reset-password-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/invitation', component: lazy(() => import('@/features/auth/invitation-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/privacy', component: lazy(() => import('@/features/legal/privacy-page.tsx')), public: true, namespaces: ['legal'] },
  { path: '/terms', component: lazy(() => import('@/features/legal/terms-page.tsx')), public: true, namespaces: ['legal'] },
  {
    path: '/dashboard',
    component: lazy(() => import('@/features/dashboard/dashboard-page.tsx')),
    namespaces: ['dashboard', 'areas', 'assessment', 'aiAdmin'],
  },
  {
    path: '/writing-buddy',
    component: lazy(() => import('@/features/writing-buddy/writing-buddy-page.tsx')),
    namespaces: ['writingBuddy'],
    frame: { title: 'modules.writing-buddy.name', subtitle: 'writingBuddy.subtitle' },
  },
  {
    path: '/phonics-tutor',
    component: lazy(() => import('@/features/phonics-tutor/phonics-tutor-page.tsx')),
    namespaces: ['phonicsTutor'],
    frame: { title: 'modules.phonics-tutor.name', subtitle: 'phonicsTutor.subtitle' },
  },
  {
    path: '/stem-mission-coach',
    component: lazy(() => import('@/features/mission-coach/mission-coach-page.tsx')),
    namespaces: ['missionCoach'],
    frame: { title: 'modules.stem-mission-coach.name', subtitle: 'missionCoach.subtitle' },
  },
  {
    path: '/creative-lab',
    component: lazy(() => import('@/features/creative-lab/creative-lab-page.tsx')),
    namespaces: ['creativeLab', 'storyGame'],
    frame: { title: 'modules.creative-lab.name', subtitle: 'modules.creative-lab.description' },
  },
  {
    path: '/parental-controls',
    component: lazy(() => import('@/features/parental-controls/parental-controls-page.tsx')),
    area: 'parentalControls',
    namespaces: ['areas', 'parentalControls'],
    frame: { title: 'areas.parental-controls.name', subtitle: 'areas.parental-controls.description' },
  },
  {
    path: '/mission-creator',
    component: lazy(() => import('@/features/mission-creator/mission-creator-page.tsx')),
    area: 'missionCreator',
    namespaces: ['missionCreator', 'missionCoach', 'areas'],
    frame: { title: 'areas.mission-creator.name', subtitle: 'areas.mission-creator.description' },
  },
  {
    path: '/teachers',
    component: lazy(() => import('@/features/teachers/teachers-page.tsx')),
    area: 'teachersHub',
    namespaces: ['areas', 'lessonPlans', 'courses'],
    frame: { title: 'areas.teachers.name', subtitle: 'areas.teachers.description' },
  },
  {
    path: '/settings',
    component: lazy(() => import('@/features/settings/settings-page.tsx')),
    namespaces: ['settings', 'themes'],
    frame: { title: 'settings.title', subtitle: 'settings.subtitle' },
  },
  {
    path: '/my-progress',
    component: lazy(() => import('@/features/my-progress/my-progress-page.tsx')),
    namespaces: ['progress', 'skillsAssessment'],
    frame: { title: 'progress.title', subtitle: 'progress.subtitle' },
  },
  {
    path: '/my-children',
    component: lazy(() => import('@/features/children/my-children-page.tsx')),
    area: 'myChildren',
    namespaces: ['children'],
    frame: { title: 'children.title', subtitle: 'children.subtitle' },
  },
  // A child's creations: for their parents (linked from My children), and for the teachers who may see the child.
  {
    path: '/my-children/:childId/creations',
    component: lazy(() => import('@/features/children/child-creations-page.tsx')),
    namespaces: ['storyGame'],
  },
  {
    path: '/struggling-readers',
    component: lazy(() => import('@/features/struggling-readers/struggling-readers-page.tsx')),
    area: 'strugglingReaders',
    namespaces: ['strugglingReaders'],
    frame: { title: 'strugglingReaders.title', subtitle: 'strugglingReaders.subtitle' },
  },
  {
    path: '/struggling-readers/print/:id',
    component: lazy(() => import('@/features/struggling-readers/struggling-readers-print-page.tsx')),
    area: 'strugglingReaders',
    namespaces: ['strugglingReaders'],
  },
  {
    path: '/skills-assessment',
    component: lazy(() => import('@/features/skills-assessment/skills-assessment-page.tsx')),
    namespaces: ['skillsAssessment', 'fluency'],
    frame: { title: 'skillsAssessment.title', subtitle: 'skillsAssessment.subtitle' },
  },
  {
    path: '/staff-management',
    component: lazy(() => import('@/features/staff/staff-management-page.tsx')),
    area: 'staffManagement',
    namespaces: ['areas', 'staff'],
    frame: { title: 'areas.staff-management.name', description: 'areas.staff-management.description' },
  },
  {
    path: '/admin/ai',
    component: lazy(() => import('@/features/ai-admin/ai-admin-page.tsx')),
    area: 'aiEngines',
    namespaces: ['aiAdmin'],
    frame: { title: 'aiAdmin.title', subtitle: 'aiAdmin.subtitle' },
  },
  { path: '/assessment', component: lazy(() => import('@/features/assessments/assessment-page.tsx')), namespaces: ['assessment'] },
  { path: '/assessment/:grade', component: lazy(() => import('@/features/assessments/assessment-page.tsx')), namespaces: ['assessment'] },
];

export const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page.tsx'));

/** The landing page's chunk and strings: main.tsx waits for them before it hydrates the pre-rendered page. */
export function loadLanding(): Promise<unknown> {
  const namespaces = ROUTES.find((route) => route.path === '/')?.namespaces ?? [];
  return Promise.all([import('@/features/landing/landing-page.tsx'), i18n.loadNamespaces(namespaces)]);
}
