import { afterEach } from 'vitest';

// Testing Library's matchers and clean-up, only in the files that run in a DOM (jsdom).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
