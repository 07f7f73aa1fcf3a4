// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { z } from 'zod/mini';

it('in a browser the contracts parse without compiling code, which the page’s CSP would report as a violation', async () => {
  expect(z.config().jitless).toBeUndefined();
  // What the client parses with: a contract, which loads common/contracts/text.ts.
  const { sessionResponseSchema } = await import('@common/contracts/auth.ts');
  expect(sessionResponseSchema).toBeDefined();
  expect(z.config().jitless).toBe(true);
});
