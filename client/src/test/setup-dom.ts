// Vitest setup for every file: component tests (`// @vitest-environment jsdom` at their top) get Testing Library's
// matchers and a clean document after each test; server and unit tests in Node load no DOM code.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy… and waitFor wait for what a user would wait for, not for a speed: Testing Library's 1 s default failed a
  // dialog's first opening (its strings loaded lazily) on a machine busy with training. 10 s stays well inside the
  // test's own timeout (vitest.config.ts) and costs nothing when the screen is quick.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => cleanup());
}
