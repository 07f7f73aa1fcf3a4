import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advanceClockSchema, clockResponseSchema } from '@common/contracts/parental-controls.ts';
import type { AdjustableClock } from '../../clock.ts';

/**
 * POST /api/test/clock {minutes}: moves the server's clock forward. Registered only on a test server (AppOptions
 * testClock, from TEST_CLOCK=1, which config.ts refuses in production). Any signed-in user may call it there.
 */
export function testClockRoutes(clock: AdjustableClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/test/clock', { schema: { body: advanceClockSchema, response: { 200: clockResponseSchema } } }, async (request) => {
      clock.advance(request.body.minutes * 60_000);
      return { now: new Date(clock.now()).toISOString() };
    });
  };
}
