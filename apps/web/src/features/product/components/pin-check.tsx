import { Loader2, MapPin, Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isPinShape, onlyDigits, shortDate, usePinCode } from '@/lib/pin-code';

const REMEMBERED = 'delivery-pin';

/** The PIN last checked in this visit, so every product page answers for it. */
function rememberedPin(): string {
  try {
    return sessionStorage.getItem(REMEMBERED) ?? '';
  } catch {
    return '';
  }
}

/** 'Delivery by Thu, 26 Nov to 682019', or that the shop does not deliver there yet. */
export function PinCheck() {
  const [typed, setTyped] = useState(rememberedPin);
  const [checked, setChecked] = useState(rememberedPin);
  const [shapeError, setShapeError] = useState<string | null>(null);
  const { place, error, loading } = usePinCode(checked);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pin = typed.trim();
    if (!isPinShape(pin)) return setShapeError('Enter a 6-digit PIN code');
    setShapeError(null);
    setChecked(pin);
    try {
      sessionStorage.setItem(REMEMBERED, pin);
    } catch {
      // Private browsing: the check still answers, it is just not remembered.
    }
  };

  const message = shapeError ?? error;
  return (
    <section aria-labelledby="pin-check-heading" className="rounded-xl border bg-card p-3">
      <h2 id="pin-check-heading" className="flex items-center gap-2 text-sm font-semibold">
        <MapPin className="size-4 text-brand" aria-hidden="true" /> Check delivery
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-2 flex gap-2">
        <Input
          aria-label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="PIN code"
          value={typed}
          onChange={(e) => setTyped(onlyDigits(e.target.value, 6))}
          aria-invalid={message ? true : undefined}
          className="max-w-36 font-mono"
        />
        <Button type="submit" variant="outline" disabled={loading}>
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Check
        </Button>
      </form>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {message ? (
          <span className="font-medium text-destructive">{message}</span>
        ) : place ? (
          place.served && place.delivery_by ? (
            <span className="flex items-center gap-1.5">
              <Truck className="size-4 text-success" aria-hidden="true" />
              <span>
                Delivery by <strong>{shortDate(place.delivery_by)}</strong> to {place.pin}{' '}
                <span className="text-muted-foreground">
                  ({place.district}, {place.state})
                </span>
              </span>
            </span>
          ) : (
            <span className="font-medium text-destructive">We do not deliver to this PIN code yet</span>
          )
        ) : null}
      </p>
    </section>
  );
}
