/**
 * The GET requests each signed-in screen makes first, by route path: app.html's head starts them with the session
 * request, before the app has loaded (client/preload.js), and `api()` takes their answers over. `{language}` is the
 * stored interface language; `{practice}` the language a practice module opens in (French or Arabic when the
 * interface is, else English). An address that is not exactly the screen's only costs a request, and
 * e2e/student/student-first-load.spec.ts fails on it.
 *
 * A request that needs an earlier one's answer names it (`after`); `{a.b}` in its address is read from that answer's
 * JSON (`{children.0.id}`: the first child's id). It starts as soon as that answer arrives, and the screen gets the
 * earlier answer only once it has started, so the screen's own call for it always finds it. Without a value there
 * (no children) it is not asked for.
 *
 * A request only some of the screen's accounts read at once names them (`roles`): it is asked for when the account
 * last signed in here (`wren.role`, lib/session.ts) is one of them, or when that is not known.
 *
 * Read at build time by client/prerender.ts, which writes the table into the head script: nothing in the app
 * imports it, so the landing page's bundle does not carry it.
 */
import type { Role } from '@common/domain/roles.ts';

export type EarlyRequest = string | { url: string; after?: string; roles?: readonly Role[] };

export const EARLY_REQUESTS: Record<string, readonly EarlyRequest[]> = {
  '/dashboard': ['/api/user/profile', '/api/assessments'],
  '/writing-buddy': ['/api/writing-buddy/alphabet?language={practice}&ui={language}', '/api/writing-buddy/progress?language={practice}'],
  '/phonics-tutor': ['/api/phonics-tutor/content?language={practice}&ui={language}', '/api/phonics-tutor/progress?language={practice}&ui={language}'],
  '/stem-mission-coach': ['/api/mission-coach/missions?language={language}', '/api/mission-coach/progress?language={language}'],
  '/my-progress': ['/api/user/profile', '/api/assessments', '/api/skills-assessments'],
  '/struggling-readers': ['/api/assessments/all?grade=all&risk=all&limit=24'],
  '/creative-lab': ['/api/creative-lab/my-creations', '/api/user/profile'],
  // The report is read at once only by a child's Safety card (whether a parent manages the account); an adult's
  // Settings asks for it when the report is opened.
  '/settings': ['/api/user/profile', { url: '/api/user/report', roles: ['child'] }],
  '/my-children': ['/api/children'],
  // The first child's controls are the screen's largest part (issue 16, LCP): asked for with the children's answer,
  // not after the screen's code has run.
  '/parental-controls': [
    '/api/parental-control/extra-time-requests',
    '/api/children',
    { after: '/api/children', url: '/api/parental-control/settings/{children.0.id}' },
  ],
  '/mission-creator': ['/api/custom-missions'],
  '/staff-management': ['/api/organizations', '/api/staff-roles', '/api/staff-assignments', '/api/admin/password-resets', '/api/admin/people?limit=200'],
  '/admin/ai': ['/api/health'],
};
