/**
 * The GET requests each signed-in screen makes first, by route path: app.html's head starts them with the session
 * request, before the app has loaded (client/preload.js), and `api()` takes their answers over. `{language}` is the
 * stored interface language; `{practice}` the language a practice module opens in (French or Arabic when the
 * interface is, else English). An address that is not exactly the screen's only costs a request, and
 * e2e/student/student-first-load.spec.ts fails on it.
 *
 * Read at build time by client/prerender.ts, which writes the table into the head script: nothing in the app
 * imports it, so the landing page's bundle does not carry it.
 */
export const EARLY_REQUESTS: Record<string, readonly string[]> = {
  '/dashboard': ['/api/user/profile', '/api/assessments'],
  '/writing-buddy': ['/api/writing-buddy/alphabet?language={practice}&ui={language}', '/api/writing-buddy/progress?language={practice}'],
  '/phonics-tutor': ['/api/phonics-tutor/content?language={practice}&ui={language}', '/api/phonics-tutor/progress?language={practice}&ui={language}'],
  '/stem-mission-coach': ['/api/mission-coach/missions?language={language}', '/api/mission-coach/progress?language={language}'],
  '/my-progress': ['/api/user/profile', '/api/assessments', '/api/skills-assessments'],
  '/struggling-readers': ['/api/assessments/all?grade=all&risk=all&limit=24'],
  '/creative-lab': ['/api/creative-lab/my-creations', '/api/user/profile'],
  '/settings': ['/api/user/profile', '/api/user/report'],
  '/my-children': ['/api/children'],
  '/parental-controls': ['/api/parental-control/extra-time-requests', '/api/children'],
  '/mission-creator': ['/api/custom-missions'],
  '/staff-management': ['/api/organizations', '/api/staff-roles', '/api/staff-assignments', '/api/admin/password-resets', '/api/admin/people?limit=200'],
  '/admin/ai': ['/api/health'],
};
