import { CART_MESSAGES, type PriceCartResponse } from '@store/contracts/cart';
import { useMutation } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { addVisitorLine, confirmVisitorLine, stepVisitorLine, type VisitorLineKey } from '@/lib/visitor-cart';
import { priceCart } from './price-cart';

export type VisitorAddInput = VisitorLineKey & {
  quantity?: number;
  /** The variant's stock when the screen knows it, so an add past it is refused without a call. */
  stock?: number;
};

type Check = VisitorLineKey & { quantity: number; added: number; inCartBefore: number };

export type AddJudgement = { ok: true; variant: string; price_at_add: number } | { ok: false; message: string };

/**
 * Whether the server would take the line as the browser now holds it, in the words add_to_cart
 * refuses with ('Only 3 left in stock, and you already have 2 in your cart', 'Out of stock', ...).
 */
export function judgeAddedLine(response: PriceCartResponse, inCartBefore: number): AddJudgement {
  const notice = response.notices[0];
  if (notice) return { ok: false, message: notice.message };
  const line = response.data.items[0];
  if (!line) return { ok: false, message: CART_MESSAGES.productUnavailable };
  if (line.available) return { ok: true, variant: line.variant._id, price_at_add: line.discount_price };
  if (line.stock > 0 && line.notice === CART_MESSAGES.onlyLeft(line.stock)) {
    return { ok: false, message: CART_MESSAGES.onlyLeft(line.stock, inCartBefore) };
  }
  return { ok: false, message: line.notice ?? CART_MESSAGES.productUnavailable };
}

/**
 * Add to Cart for a visitor: the line goes into the browser cart at once (the badge follows), then
 * the server prices it; a refusal takes the added quantity back out with 'Cart Failed'.
 */
export function useAddToVisitorCart() {
  const check = useMutation<AddJudgement & { ok: true }, Error, Check>({
    mutationFn: async ({ product_id, variant, quantity, inCartBefore }) => {
      const judgement = judgeAddedLine(await priceCart([{ product_id, variant, quantity }]), inCartBefore);
      if (!judgement.ok) throw new Error(judgement.message);
      return judgement;
    },
    meta: { errorTitle: 'Cart Failed' },
    onError: (_error, { added, ...key }) => stepVisitorLine(key, -added, { dropAtZero: true }),
    onSuccess: (judgement, key) => {
      confirmVisitorLine(key, judgement);
      notifySuccess(CART_MESSAGES.added);
    },
  });

  const add = ({ product_id, variant, quantity = 1, stock }: VisitorAddInput) => {
    const key = variant ? { product_id, variant } : { product_id };
    const outcome = addVisitorLine({ ...key, quantity, stock });
    if (!outcome.ok) {
      notifyError(outcome.message, 'Cart Failed');
      return;
    }
    check.mutate({ ...key, quantity: outcome.quantity, added: quantity, inCartBefore: outcome.quantity - quantity });
  };

  return { add, isPending: check.isPending };
}
