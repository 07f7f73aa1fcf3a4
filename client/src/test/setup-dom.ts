// Vitest setup for every file: component tests (`// @vitest-environment jsdom` at their top) get Testing Library's
// matchers and a clean document after each test; server and unit tests in Node load no DOM code.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
