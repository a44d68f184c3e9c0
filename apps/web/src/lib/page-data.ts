import { PAGE_DATA_ELEMENT_ID, pageDataKey } from '@store/contracts/pages';

/**
 * The server places the API answers a page starts with in the page itself, so its first screen
 * needs no second round trip (docs/decisions/019-page-data-in-the-html.md). Each answer is used
 * once, for the first call to its URL; every later call asks the server.
 */

/** Answers not asked for by then were for a screen that never showed; they are not used later. */
const USE_WITHIN_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function readPageData(): Map<string, unknown> {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return new Map();
  element.remove();
  // A page reopened from history may carry answers long out of date: ask the server again.
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'back_forward') return new Map();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

/** The answer the server placed in the page for this GET URL, at most once; undefined when there is none. */
export function takePageAnswer(url: string): unknown {
  if (typeof document === 'undefined') return undefined;
  answers ??= readPageData();
  if (answers.size === 0) return undefined;
  if (performance.now() > USE_WITHIN_MS) {
    answers.clear();
    return undefined;
  }
  const key = pageDataKey(url);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Tests start each case with the page as it is now. */
export function forgetPageData(): void {
  answers = undefined;
}
