import { createElement, lazy, type ComponentType } from 'react';
import type { Area } from '@common/domain/roles.ts';
import { i18n, SIGNED_IN_NAMESPACES, type Namespace } from '@/lib/i18n.ts';

export interface AppRoute {
  path: string;
  component: Screen;
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

/**
 * A screen's component, whose code loads on first use (the landing page stays small). `preload` starts that load
 * ahead: for a screen without a pre-drawn header, main.tsx waits for its code and strings before React's first
 * render, so it draws in one commit instead of suspending (React holds a Suspense boundary's content back until
 * 300 ms after its fallback showed: a fallback drawn and replaced costs the first screen that much, issue 16).
 */
export interface Screen {
  (props: ScreenProps): ReturnType<typeof createElement>;
  /** Starts the load (once); `after`, when given to the first call, is waited for before the screen's module is imported. */
  preload(after?: Promise<unknown>): Promise<unknown>;
}

type ScreenProps = { params?: Record<string, string | undefined> };

/** A screen whose code `load` brings: drawn at once when it has loaded already, through React.lazy otherwise. */
export function lazyScreen(load: () => Promise<{ default: ComponentType<any> }>): Screen {
  let loaded: ComponentType<any> | undefined;
  let loading: Promise<{ default: ComponentType<any> }> | undefined;
  const start = (after?: Promise<unknown>) =>
    (loading ??= (after ? after.then(load) : load()).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load (offline, a new version deployed meanwhile) is tried again by the next call.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => start());
  // Lazy is never committed with a screen in it: `loaded` is set before Lazy's promise settles, so React's retry
  // after the suspension already draws the screen itself, and later renders keep the same component (and its state).
  const LazyScreen = (props: ScreenProps) => createElement(loaded ?? Lazy, props);
  return Object.assign(LazyScreen, { preload: start });
}

/** The one routes table (spec 000 §2). Every screen loads on its own, so the landing page stays small. */
export const ROUTES: AppRoute[] = [
  { path: '/', component: lazyScreen(() => import('@/features/landing/landing-page.tsx')), public: true, namespaces: ['landing', 'plans', 'modules'] },
  { path: '/login', component: lazyScreen(() => import('@/features/auth/sign-in-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/sign-up', component: lazyScreen(() => import('@/features/auth/sign-up-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/forgot-password', component: lazyScreen(() => import('@/features/auth/forgot-password-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/reset-password', component: lazyScreen(() => import('@/features/auth/reset-password-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/invitation', component: lazyScreen(() => import('@/features/auth/invitation-page.tsx')), public: true, namespaces: ['auth'] },
  { path: '/privacy', component: lazyScreen(() => import('@/features/legal/privacy-page.tsx')), public: true, namespaces: ['legal'] },
  { path: '/terms', component: lazyScreen(() => import('@/features/legal/terms-page.tsx')), public: true, namespaces: ['legal'] },
  {
    path: '/dashboard',
    component: lazyScreen(() => import('@/features/dashboard/dashboard-page.tsx')),
    namespaces: ['dashboard', 'areas', 'assessment', 'aiAdmin'],
  },
  {
    path: '/writing-buddy',
    component: lazyScreen(() => import('@/features/writing-buddy/writing-buddy-page.tsx')),
    namespaces: ['writingBuddy'],
    frame: { title: 'modules.writing-buddy.name', subtitle: 'writingBuddy.subtitle' },
  },
  {
    path: '/phonics-tutor',
    component: lazyScreen(() => import('@/features/phonics-tutor/phonics-tutor-page.tsx')),
    namespaces: ['phonicsTutor'],
    frame: { title: 'modules.phonics-tutor.name', subtitle: 'phonicsTutor.subtitle' },
  },
  {
    path: '/stem-mission-coach',
    component: lazyScreen(() => import('@/features/mission-coach/mission-coach-page.tsx')),
    namespaces: ['missionCoach'],
    frame: { title: 'modules.stem-mission-coach.name', subtitle: 'missionCoach.subtitle' },
  },
  {
    path: '/creative-lab',
    component: lazyScreen(() => import('@/features/creative-lab/creative-lab-page.tsx')),
    namespaces: ['creativeLab', 'storyGame'],
    frame: { title: 'modules.creative-lab.name', subtitle: 'modules.creative-lab.description' },
  },
  {
    path: '/parental-controls',
    component: lazyScreen(() => import('@/features/parental-controls/parental-controls-page.tsx')),
    area: 'parentalControls',
    namespaces: ['areas', 'parentalControls'],
    frame: { title: 'areas.parental-controls.name', subtitle: 'areas.parental-controls.description' },
  },
  {
    path: '/mission-creator',
    component: lazyScreen(() => import('@/features/mission-creator/mission-creator-page.tsx')),
    area: 'missionCreator',
    namespaces: ['missionCreator', 'missionCoach', 'areas'],
    frame: { title: 'areas.mission-creator.name', subtitle: 'areas.mission-creator.description' },
  },
  {
    path: '/teachers',
    component: lazyScreen(() => import('@/features/teachers/teachers-page.tsx')),
    area: 'teachersHub',
    namespaces: ['areas', 'lessonPlans', 'courses'],
    frame: { title: 'areas.teachers.name', subtitle: 'areas.teachers.description' },
  },
  {
    path: '/settings',
    component: lazyScreen(() => import('@/features/settings/settings-page.tsx')),
    namespaces: ['settings', 'themes'],
    frame: { title: 'settings.title', subtitle: 'settings.subtitle' },
  },
  {
    path: '/my-progress',
    component: lazyScreen(() => import('@/features/my-progress/my-progress-page.tsx')),
    namespaces: ['progress', 'skillsAssessment', 'assessment'],
    frame: { title: 'progress.title', subtitle: 'progress.subtitle' },
  },
  {
    path: '/my-children',
    component: lazyScreen(() => import('@/features/children/my-children-page.tsx')),
    area: 'myChildren',
    namespaces: ['children'],
    frame: { title: 'children.title', subtitle: 'children.subtitle' },
  },
  // A child's creations: for their parents (linked from My children), and for the teachers who may see the child.
  {
    path: '/my-children/:childId/creations',
    component: lazyScreen(() => import('@/features/children/child-creations-page.tsx')),
    namespaces: ['storyGame'],
  },
  {
    path: '/struggling-readers',
    component: lazyScreen(() => import('@/features/struggling-readers/struggling-readers-page.tsx')),
    area: 'strugglingReaders',
    namespaces: ['strugglingReaders'],
    frame: { title: 'strugglingReaders.title', subtitle: 'strugglingReaders.subtitle' },
  },
  {
    path: '/struggling-readers/print/:id',
    component: lazyScreen(() => import('@/features/struggling-readers/struggling-readers-print-page.tsx')),
    area: 'strugglingReaders',
    namespaces: ['strugglingReaders'],
  },
  {
    path: '/skills-assessment',
    component: lazyScreen(() => import('@/features/skills-assessment/skills-assessment-page.tsx')),
    namespaces: ['skillsAssessment', 'fluency', 'listening'],
    frame: { title: 'skillsAssessment.title', subtitle: 'skillsAssessment.subtitle' },
  },
  {
    path: '/staff-management',
    component: lazyScreen(() => import('@/features/staff/staff-management-page.tsx')),
    area: 'staffManagement',
    namespaces: ['areas', 'staff'],
    frame: { title: 'areas.staff-management.name', description: 'areas.staff-management.description' },
  },
  {
    path: '/admin/ai',
    component: lazyScreen(() => import('@/features/ai-admin/ai-admin-page.tsx')),
    area: 'aiEngines',
    namespaces: ['aiAdmin'],
    frame: { title: 'aiAdmin.title', subtitle: 'aiAdmin.subtitle' },
  },
  { path: '/assessment', component: lazyScreen(() => import('@/features/assessments/assessment-page.tsx')), namespaces: ['assessment', 'listening'] },
  { path: '/assessment/:grade', component: lazyScreen(() => import('@/features/assessments/assessment-page.tsx')), namespaces: ['assessment', 'listening'] },
];

export const NotFoundPage = lazyScreen(() => import('@/features/not-found/not-found-page.tsx'));

/** The route an address opens, matched as client/preload.js matches it (`:param` stands for one segment). */
export function routeFor(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname));
}

declare global {
  interface Window {
    /** The screen the page opened on and its own chunks, each after those it imports (client/preload.js). */
    __wrenScreen?: { path: string; files: string[] };
  }
}

/** Lets the browser run what waits (input, rendering, network callbacks) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The chunks of the screen the page opened on, evaluated one task each (issue 16: total blocking time). Importing the
 * screen's module evaluates every chunk it needs that has not run yet (the validator and contracts, shared
 * components, libraries, the screen itself) in one task: 25–35 ms of CPU on a school laptop, four times that on a
 * phone. Imported one by one, dependencies first, each is its own short task; the screen's import then finds them
 * evaluated. Only at start-up (preload.js names the files; later screens load while the reader waits for them
 * anyway), and only once. A chunk that fails to load is left to the screen's own import, which reports it.
 */
async function evaluateInSlices(route: AppRoute): Promise<void> {
  const opened = typeof window === 'undefined' ? undefined : window.__wrenScreen;
  if (!opened || opened.path !== route.path) return;
  delete window.__wrenScreen;
  for (const file of opened.files) {
    await import(/* @vite-ignore */ file).catch(() => undefined);
    await nextTask();
  }
}

/** Longest main.tsx waits for a screen's code before drawing anyway (the router's Suspense then shows Loading). */
const PRELOAD_AT_MOST_MS = 3000;

/**
 * The code and strings of the screen at `pathname` (the shell's strings too when it is signed in), and whatever else
 * `also` names: main.tsx waits for them before the first render, so the screen draws in one commit. A failed load is
 * left to the screen's own render, which shows it (the error boundary).
 */
export function preloadScreen(pathname: string, also: readonly Promise<unknown>[] = []): Promise<unknown> {
  const route = routeFor(pathname);
  const namespaces = route ? [...(route.public ? [] : SIGNED_IN_NAMESPACES), ...(route.namespaces ?? [])] : [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const code = route?.component.preload(evaluateInSlices(route));
  const ready = Promise.all([code, i18n.loadNamespaces(namespaces), ...also]).catch(() => undefined);
  const late = new Promise((resolve) => (timer = setTimeout(resolve, PRELOAD_AT_MOST_MS)));
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}
