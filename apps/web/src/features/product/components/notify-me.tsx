import type { ProductDetail } from '@store/contracts/catalog';
import { Bell, CircleCheck, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useChangeStockAlert } from '../api/change-stock-alert';
import { useMyStockAlerts } from '../api/list-stock-alerts';
import { stopStockAlert } from '../api/visitor-stock-alert';
import { useVisitorStockAlert } from '../use-visitor-stock-alert';
import { NotifyMeVisitorForm } from './notify-me-visitor-form';

/** Something sold out a shopper can wait for: the product as a whole (null) or one option. */
type Choice = { variantId: string | null; label: string };

/**
 * What can be waited for: a one-option product when it is sold out; with several options, each
 * sold-out one, and 'any' while the whole product is sold out. Empty when nothing is sold out.
 */
export function soldOutChoices(product: ProductDetail): Choice[] {
  if (product.variants.length <= 1) return product.quantity <= 0 ? [{ variantId: null, label: product.name }] : [];
  const soldOut = product.variants.filter((v) => v.quantity <= 0).map((v) => ({ variantId: v._id, label: v.name }));
  if (product.quantity > 0) return soldOut;
  return [{ variantId: null, label: `Any ${product.option_name.toLowerCase()}` }, ...soldOut];
}

const keyOf = (variantId: string | null) => variantId ?? 'any';
const messageOf = (error: unknown) => (error instanceof Error && error.message) || FALLBACK_ERROR_MESSAGE;

/**
 * 'Notify me' where the product page says 'Out of stock' (docs/decisions/079): a signed-in shopper's
 * alert turns on at once, a visitor's after the code mailed to the e-mail. Either can stop it here.
 */
export function NotifyMe({ product, chosenVariantId }: { product: ProductDetail; chosenVariantId: string }) {
  const choices = soldOutChoices(product);
  const session = useSession();
  const signedIn = Boolean(session?.token);
  const headingId = useId();
  const selectId = useId();
  const [picked, setPicked] = useState<string>();
  // A visitor's alerts turned on here, by option, with the token that stops each.
  const [visitorTokens, setVisitorTokens] = useState<Record<string, string>>({});
  const [stopping, setStopping] = useState(false);
  const mine = useMyStockAlerts(product._id, signedIn);
  const change = useChangeStockAlert(product._id);

  const chosen =
    choices.find((c) => keyOf(c.variantId) === picked) ??
    choices.find((c) => c.variantId === chosenVariantId) ??
    choices[0];
  const target = { productId: product._id, variantId: chosen?.variantId ?? null };
  const visitor = useVisitorStockAlert(target, (alert, message) => {
    setVisitorTokens((tokens) => ({ ...tokens, [keyOf(alert.variantId)]: alert.stopToken }));
    notifySuccess(message, 'Alert on');
  });
  if (!chosen) return null;

  const key = keyOf(chosen.variantId);
  const on = signedIn ? Boolean(mine.data?.includes(chosen.variantId)) : key in visitorTokens;
  const body = { product_id: product._id, variant_id: chosen.variantId };

  const turn = (wanted: boolean) =>
    change.mutate(
      { ...body, on: wanted },
      {
        onSuccess: (answer) => notifySuccess(answer.message, wanted ? 'Alert on' : 'Alert off'),
        onError: (error) => notifyError(messageOf(error), 'Stock alert failed'),
      },
    );
  const stopVisitor = async () => {
    setStopping(true);
    try {
      const answer = await stopStockAlert(visitorTokens[key] ?? '');
      setVisitorTokens(({ [key]: _stopped, ...rest }) => rest);
      notifySuccess(answer.message, 'Alert off');
    } catch (error) {
      notifyError(messageOf(error), 'Stock alert failed');
    } finally {
      setStopping(false);
    }
  };
  const busy = change.isPending || stopping;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Bell className="size-4" aria-hidden="true" />
        </span>
        <div>
          <h2 id={headingId} className="font-semibold">
            Sold out? Get an e-mail when it&apos;s back
          </h2>
          <p className="text-sm text-muted-foreground">One e-mail when it is back in stock, then the alert ends.</p>
        </div>
      </div>
      {choices.length > 1 ? (
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold">
            {product.option_name}
          </label>
          <select
            id={selectId}
            value={key}
            onChange={(e) => setPicked(e.target.value)}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            {choices.map((c) => (
              <option key={keyOf(c.variantId)} value={keyOf(c.variantId)}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {on ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            We&apos;ll e-mail you when it&apos;s back
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => (signedIn ? turn(false) : void stopVisitor())}
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Stop alert
          </Button>
        </div>
      ) : signedIn ? (
        <Button disabled={busy || mine.isPending} onClick={() => turn(true)}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Bell aria-hidden="true" />}
          Notify me
        </Button>
      ) : (
        <NotifyMeVisitorForm key={key} visitor={visitor} />
      )}
    </section>
  );
}
