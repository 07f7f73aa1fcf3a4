/**
 * The one place parental controls are enforced (issue 13): a hook on every request of a signed-in child, after the
 * session. An app the parent switched off answers 403; at the daily limit or outside the allowed hours every
 * learning call answers 423 with the time the child may come back. Anything else (the profile, the session, the
 * rest screen's own calls) passes, so the child's dashboard can still say why they rest.
 *
 * It must stay cheap, as every child request pays it: settings and today's row come from memory on the embedded
 * database (controls-service.ts), and a route's app is worked out once per route (bench/parental-controls.bench.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ControlledApp } from '@common/contracts/parental-controls.ts';
import { assertAppAllowed, assertNotResting } from '../../auth/policies.ts';
import { lockOf } from './controls-service.ts';

/** The calls of each app a parent can switch off, by route prefix. */
const APP_ROUTES: readonly (readonly [string, ControlledApp])[] = [
  ['/api/writing-buddy/', 'writing-buddy'],
  ['/api/phonics-tutor/', 'phonics-tutor'],
  ['/api/mission-coach/', 'mission-coach'],
  ['/api/creative-lab/', 'creative-lab'],
  ['/api/images/', 'creative-lab'],
];

/** Learning calls beyond the apps: the assistant, speech, assessments and reading fluency. */
const LEARNING_ROUTES = ['/api/prompting-bar/', '/api/tts/', '/api/stt/', '/api/assessments', '/api/skills-assessments', '/api/fluency/'];

interface RouteClass {
  app: ControlledApp | null;
  learning: boolean;
}

const classes = new Map<string, RouteClass>();

/** What a route is, worked out once per route pattern (`/api/writing-buddy/words`, not each request's URL). */
export function classifyRoute(pathname: string): RouteClass {
  let found = classes.get(pathname);
  if (!found) {
    const app = APP_ROUTES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
    found = { app, learning: app !== null || LEARNING_ROUTES.some((prefix) => pathname.startsWith(prefix)) };
    if (classes.size < 1000) classes.set(pathname, found);
  }
  return found;
}

export async function enforceControls(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<void> {
  const user = request.user;
  if (!user || user.role !== 'child') return;
  const route = classifyRoute(pathname);
  if (!route.learning) return;
  const now = app.controls.clock.now();
  const state = await app.controls.stateFor(user.id, now);
  if (!state) return;
  if (route.app) {
    try {
      assertAppAllowed(state.settings.apps, route.app);
    } catch (error) {
      await app.controls.recordEvent(user.id, state.day, 'app-blocked', route.app, now);
      throw error;
    }
  }
  assertNotResting(lockOf(state.settings, state.today, now), now);
}
