import { CART_MESSAGES, MAX_LINE_QUANTITY, MAX_MERGE_LINES, type PriceCartLine } from '@store/contracts/cart';
import { localStorageStore } from './local-storage-store';

/**
 * A visitor's cart, kept in this browser until they sign in (docs/decisions/015-visitor-cart.md).
 * Only ids and quantities are kept; names and prices always come from the server (price_cart).
 */
export const VISITOR_CART_STORAGE_KEY = 'visitor_cart';

/**
 * One kept line, as price_cart takes it: no variant means the product's default, as the server
 * decides it; `price_at_add` is the selling price the server answered when it was last added.
 */
export type VisitorCartLine = PriceCartLine;

/** What names a line: one line per product and variant, as in an account's cart. */
export type VisitorLineKey = Pick<PriceCartLine, 'product_id' | 'variant'>;

export type AddOutcome = { ok: true; quantity: number } | { ok: false; message: string };

const EMPTY: VisitorCartLine[] = [];

const sameLine = (a: VisitorLineKey, b: VisitorLineKey) =>
  a.product_id === b.product_id && (a.variant ?? '') === (b.variant ?? '');

/**
 * The line a key names. A line kept without a variant (its add was never confirmed by the server)
 * is the product's default, so a key naming the product's resolved variant finds it too.
 */
function findLine(lines: VisitorCartLine[], key: VisitorLineKey): VisitorCartLine | undefined {
  return (
    lines.find((l) => sameLine(l, key)) ??
    (key.variant ? lines.find((l) => l.product_id === key.product_id && !l.variant) : undefined)
  );
}

function isLine(value: unknown): value is VisitorCartLine {
  const line = value as VisitorCartLine | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.product_id === 'string' &&
    line.product_id !== '' &&
    (line.variant === undefined || typeof line.variant === 'string') &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_LINE_QUANTITY &&
    (line.price_at_add === undefined || Number.isInteger(line.price_at_add))
  );
}

/** Anything unreadable or out of range is dropped, so the merge call never fails on what is stored. */
function parse(raw: string | null): VisitorCartLine[] {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as { lines?: unknown } | null;
    const lines = Array.isArray(parsed?.lines) ? parsed.lines.filter(isLine) : [];
    return lines.slice(0, MAX_MERGE_LINES);
  } catch {
    return EMPTY;
  }
}

const store = localStorageStore(VISITOR_CART_STORAGE_KEY, parse, EMPTY);

/** The visitor's lines, oldest first. */
export const readVisitorCart = store.read;

const write = (lines: VisitorCartLine[]) => store.write(lines.length ? JSON.stringify({ lines }) : null);

/**
 * Adds `quantity` of a product (and variant) to its line, or starts a line. Refused, with the
 * contract's message, past `stock` when it is known, past the most a line may hold, or past the
 * most lines a cart may bring to sign-in; otherwise answers the line's new quantity.
 */
export function addVisitorLine(line: VisitorLineKey & { quantity: number; stock?: number }): AddOutcome {
  const lines = readVisitorCart();
  const existing = findLine(lines, line);
  const inCart = existing?.quantity ?? 0;
  const quantity = inCart + line.quantity;
  if (line.stock !== undefined && quantity > line.stock) {
    return {
      ok: false,
      message: line.stock <= 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.onlyLeft(line.stock, inCart),
    };
  }
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, message: CART_MESSAGES.quantityMax };
  if (!existing && lines.length >= MAX_MERGE_LINES) return { ok: false, message: CART_MESSAGES.tooManyLines };
  const key: VisitorLineKey = line.variant
    ? { product_id: line.product_id, variant: line.variant }
    : { product_id: line.product_id };
  write(existing ? lines.map((l) => (l === existing ? { ...l, quantity } : l)) : [...lines, { ...key, quantity }]);
  return { ok: true, quantity };
}

/**
 * Moves a line's quantity by `delta`, kept between 1 and the most a line may hold; with
 * `dropAtZero` (undoing an add that started the line) a line falling below 1 is removed.
 */
export function stepVisitorLine(key: VisitorLineKey, delta: number, { dropAtZero = false } = {}): void {
  const lines = readVisitorCart();
  const existing = findLine(lines, key);
  if (!existing) return;
  const quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + delta);
  if (quantity < 1) {
    if (dropAtZero) write(lines.filter((l) => l !== existing));
    return;
  }
  write(lines.map((l) => (l === existing ? { ...l, quantity } : l)));
}

/**
 * Records what the server answered for a line just added: the variant it resolved to (a line added
 * without one then joins a line of that variant) and the selling price seen at add.
 */
export function confirmVisitorLine(key: VisitorLineKey, confirmed: { variant: string; price_at_add: number }): void {
  const lines = readVisitorCart();
  const line = findLine(lines, key);
  if (!line) return;
  const twin = lines.find(
    (l) => l !== line && sameLine(l, { product_id: line.product_id, variant: confirmed.variant }),
  );
  const quantity = Math.min(MAX_LINE_QUANTITY, line.quantity + (twin?.quantity ?? 0));
  const next = { ...line, variant: confirmed.variant, quantity, price_at_add: confirmed.price_at_add };
  write(lines.filter((l) => l !== twin).map((l) => (l === line ? next : l)));
}

/** Removes lines: one variant when `variant` is given, else every line of the product. */
export function removeVisitorLines(keys: ReadonlyArray<{ product_id: string; variant?: string | null }>): void {
  const lines = readVisitorCart();
  const gone = new Set(
    keys.flatMap((k) => {
      if (!k.variant) return lines.filter((l) => l.product_id === k.product_id);
      const line = findLine(lines, { product_id: k.product_id, variant: k.variant });
      return line ? [line] : [];
    }),
  );
  if (gone.size) write(lines.filter((l) => !gone.has(l)));
}

export function clearVisitorCart(): void {
  write(EMPTY);
}

/** Calls `listener` whenever the visitor cart changes, in this tab or (via `storage`) in another. */
export const subscribeVisitorCart = store.subscribe;

/** The visitor's lines; re-renders on every change. */
export function useVisitorCart(): VisitorCartLine[] {
  return store.useValue();
}

/** The header badge for a visitor: the units in the cart, as cart_count counts them for an account. */
export function useVisitorCartCount(): number {
  return useVisitorCart().reduce((units, line) => units + line.quantity, 0);
}
