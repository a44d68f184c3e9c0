import type { Variant } from '@store/contracts/catalog';
import { FEW_LEFT_AT_MOST, variantStockText } from '@store/contracts/variant-stock';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Price } from '@/components/price';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAddToEitherCart } from '../use-add-to-either-cart';

/** What the chooser lists: what the product calls its variants ('Size', 'Length'…) and those on sale. */
export type VariantChoices = { optionName: string; variants: Variant[] };

/**
 * A centred dialog from 640 px; below that a sheet that slides up along the bottom of the screen,
 * within reach of a thumb. The browser's modal <dialog> gives the focus trap and Escape either way.
 */
const SHEET_ON_PHONES = cn(
  'max-sm:mb-0 max-sm:max-h-[85dvh] max-sm:w-full max-sm:overflow-y-auto max-sm:rounded-b-none',
  'max-sm:pb-[env(safe-area-inset-bottom)] max-sm:transition-[translate,overlay,display]',
  'max-sm:scale-100 max-sm:opacity-100 max-sm:translate-y-full max-sm:open:translate-y-0',
  'max-sm:starting:open:translate-y-full',
);

function stockTone(quantity: number): string {
  if (quantity <= 0) return 'text-destructive';
  return quantity <= FEW_LEFT_AT_MOST ? 'text-amber-700 dark:text-amber-400' : 'text-success';
}

function ChoiceList({ choices, onChoose }: { choices: VariantChoices; onChoose: (variant: Variant) => void }) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-semibold">
        {choices.optionName}
      </p>
      <ul aria-labelledby={labelId} className="space-y-2">
        {choices.variants.map((variant) => {
          const soldOut = variant.quantity <= 0;
          return (
            <li key={variant._id}>
              <button
                type="button"
                disabled={soldOut}
                onClick={() => onChoose(variant)}
                className="flex w-full items-center gap-3 rounded-lg border-2 px-3 py-2.5 text-left transition-colors outline-none hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-transparent"
              >
                <span className={cn('min-w-0 flex-1 font-semibold', soldOut && 'line-through')}>{variant.name}</span>
                <span className="flex flex-col items-end gap-0.5">
                  <Price
                    as="span"
                    amount={variant.discount_price}
                    mrp={variant.price}
                    size="sm"
                    className="justify-end"
                  />
                  <span className={cn('text-xs font-medium', stockTone(variant.quantity))}>
                    {variantStockText(variant.quantity)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ChoicesLoading() {
  return (
    <div role="status" aria-label="Loading options" className="space-y-2">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-14 rounded-lg" />
      ))}
    </div>
  );
}

function ChoicesFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 text-sm">
      <p>
        <span className="font-semibold">We couldn&apos;t load the options.</span> {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type ChooseVariantButtonProps<TData, TKey extends QueryKey> = {
  productId: string;
  productName: string;
  inStock: boolean;
  /**
   * Where the choices come from, fetched only once the chooser opens: a card's list answer has no
   * variants, so the app hands in the product page's own query, and the page then opens cached.
   */
  choices: UseQueryOptions<TData, Error, VariantChoices, TKey>;
} & Pick<ButtonProps, 'className' | 'size'>;

/**
 * Add to Cart for a product with several variants: rather than add the default one unasked, it
 * opens a chooser listing each with its price and stock; choosing one adds it and closes.
 */
export function ChooseVariantButton<TData, TKey extends QueryKey>({
  productId,
  productName,
  inStock,
  choices,
  className,
  size,
}: ChooseVariantButtonProps<TData, TKey>) {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...choices, enabled: open });
  const cart = useAddToEitherCart();

  const choose = (variant: Variant) => {
    cart.add({ productId, variantId: variant._id, stock: variant.quantity });
    setOpen(false);
  };

  return (
    <>
      <Button
        size={size}
        className={className}
        disabled={!inStock || cart.isPending}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ShoppingCart aria-hidden="true" />
        Add to Cart
        <span className="sr-only">{`: ${productName}`}</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={productName}
        description="Choose one to add it to your cart."
        className={SHEET_ON_PHONES}
      >
        {query.data ? (
          <ChoiceList choices={query.data} onChoose={choose} />
        ) : query.isError ? (
          <ChoicesFailed message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <ChoicesLoading />
        )}
      </Dialog>
    </>
  );
}
