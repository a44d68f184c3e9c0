import { PAGE_DATA_ELEMENT_ID, PAGE_INFO_KEY, pageDataKey, type PageInfo } from '@store/contracts/pages';

/**
 * The server renders a storefront page with the API answers it starts with and places them in the
 * page (docs/decisions/019 and 075), so the browser hydrates from the very data the HTML shows and
 * needs no second round trip. Each answer is used once, for the first call to its URL; every later
 * call asks the server. On the server the entry sets the answers of the page being rendered.
 */

type Page = { answers: Map<string, unknown>; info?: PageInfo };

let page: Page | undefined;
/** Set by the server entry around one render (renders run one at a time there). */
let serverPage: Page | undefined;

function isPageInfo(value: unknown): value is PageInfo {
  const info = value as PageInfo | null;
  return (
    typeof info === 'object' && info !== null && Number.isInteger(info.status) && Number.isFinite(info.rendered_at)
  );
}

function readPageData(): Page {
  // The script element itself: text from the back office may give a section any id.
  const element = document.querySelector(`script#${PAGE_DATA_ELEMENT_ID}`);
  if (!element) return { answers: new Map() };
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (!parsed || typeof parsed !== 'object') return { answers: new Map() };
    const answers = new Map(Object.entries(parsed));
    const info = answers.get(PAGE_INFO_KEY);
    answers.delete(PAGE_INFO_KEY);
    return { answers, info: isPageInfo(info) ? info : undefined };
  } catch {
    return { answers: new Map() };
  }
}

function currentPage(): Page {
  if (typeof document === 'undefined') return serverPage ?? { answers: new Map() };
  page ??= readPageData();
  return page;
}

/** The answer the server placed in the page for this GET URL, at most once; undefined when there is none. */
export function takePageAnswer(url: string): unknown {
  const { answers } = currentPage();
  const key = pageDataKey(url);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/**
 * When the server rendered this page (epoch ms): the answers' age. A page brought back from
 * history may be old; its answers then count as stale and are asked for again after hydration.
 */
export function pageRenderedAt(): number | undefined {
  return currentPage().info?.rendered_at;
}

/** The status the server answered this page with: 404 for a product or category that does not exist. */
export function pageStatus(): number {
  return currentPage().info?.status ?? 200;
}

/** The server entry renders one page with these answers; `undefined` ends it. */
export function setServerPage(answers: Record<string, unknown> | undefined, info?: PageInfo): void {
  serverPage = answers ? { answers: new Map(Object.entries(answers)), info } : undefined;
}

/** Tests start each case with the page as it is now. */
export function forgetPageData(): void {
  page = undefined;
}
