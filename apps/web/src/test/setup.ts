import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { mediaMatching } from './fixtures';

// CI machines are shared and noisy: a screen that renders in 50 ms alone can take seconds under
// load, so findBy and waitFor wait up to 5 s (they still answer as soon as the element is there).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the theme code asks it for the system scheme.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: mediaMatching(() => false),
  });
}

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

// A React warning or a swallowed failure printed as console.error fails the test that caused it.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  const calls = consoleError.mock.calls;
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
