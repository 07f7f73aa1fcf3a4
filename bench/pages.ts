/** The pages the browser benchmarks open (lighthouse.bench.ts, main-thread.bench.ts), and the demo account of each. */

export interface PageSpec {
  path: string;
  /** Demo account to sign in as; omitted: signed out. */
  as?: string;
  /** Performance score target when stricter than the default. */
  minPerformance?: number;
  /** Budget for everything the browser received, compressed as it came (decimal KB). */
  maxTransferKb?: number;
}

/** The pages measured. A new screen is one line here (README "Adding a screen" points to it). */
export const PAGES: PageSpec[] = [
  { path: '/', minPerformance: 95, maxTransferKb: 120 },
  { path: '/dashboard', as: 'demo-student', maxTransferKb: 180 },
  { path: '/writing-buddy', as: 'demo-student' },
  { path: '/phonics-tutor', as: 'demo-student' },
  { path: '/stem-mission-coach', as: 'demo-student' },
  { path: '/my-progress', as: 'demo-student' },
  { path: '/assessment/kindergarten', as: 'demo-student' },
  { path: '/skills-assessment', as: 'demo-student' },
  { path: '/struggling-readers', as: 'demo-teacher' },
  { path: '/creative-lab', as: 'demo-student' },
  { path: '/settings', as: 'demo-student' },
  { path: '/my-children', as: 'demo-parent' },
  { path: '/parental-controls', as: 'demo-parent' },
  { path: '/teachers', as: 'demo-teacher' },
  { path: '/mission-creator', as: 'demo-teacher' },
  { path: '/staff-management', as: 'demo-admin' },
  { path: '/admin/ai', as: 'demo-admin' },
];
