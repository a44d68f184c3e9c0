export const ELLIPSIS = '…';
export type PageItem = number | typeof ELLIPSIS;

/**
 * The page buttons to show: pages 1 and 2, the current page, the last page, and an ellipsis
 * wherever pages are skipped. An empty list means one page only is not paginated by the caller.
 */
export function paginationPages(total: number, pageSize: number, current: number): PageItem[] {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, current), pageCount);
  const wanted = [...new Set([1, 2, page, pageCount])].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const p of wanted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous > 1) items.push(ELLIPSIS);
    items.push(p);
  }
  return items;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
