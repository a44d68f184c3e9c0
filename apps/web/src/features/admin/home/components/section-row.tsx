import type { HomeSection } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { ArrowDown, ArrowUp, ImageOff, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Badge } from '../../components/badges';
import { RupeeInput } from '../../components/fields';
import { discountOf, formatRupeesInput } from '../../lib/money-input';
import type { SectionRow } from '../section-form';

type RowError = (field: string) => string | undefined;

/** A flash deal's price (with its saving on the MRP as typed) and its end, in India time. */
function DealFields({
  row,
  id,
  error,
  onUpdate,
}: {
  row: SectionRow;
  id: string;
  error: RowError;
  onUpdate: (change: Partial<SectionRow>) => void;
}) {
  // The typed price is not saved yet, so its percent off can only be worked out here.
  const off = discountOf(row.dealPrice, formatRupeesInput(row.mrpPaise));
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:grid-cols-[8rem_14rem]">
      <div className="space-y-1">
        <label className="text-xs font-medium text-muted-foreground" htmlFor={`deal-${id}`}>
          Deal price
        </label>
        <RupeeInput
          id={`deal-${id}`}
          value={row.dealPrice}
          aria-invalid={error('dealPricePaise') ? true : undefined}
          onChange={(e) => onUpdate({ dealPrice: e.target.value })}
          className="[&_input]:h-9"
        />
        {error('dealPricePaise') ? (
          <p className="text-xs font-medium text-destructive">{error('dealPricePaise')}</p>
        ) : off ? (
          <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">{off}% off MRP</p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label className="text-xs font-medium text-muted-foreground" htmlFor={`ends-${id}`}>
          Ends (India time)
        </label>
        <Input
          id={`ends-${id}`}
          type="datetime-local"
          value={row.endsAt}
          aria-invalid={error('endsAt') ? true : undefined}
          onChange={(e) => onUpdate({ endsAt: e.target.value })}
          className="h-9"
        />
        {error('endsAt') ? <p className="text-xs font-medium text-destructive">{error('endsAt')}</p> : null}
      </div>
    </div>
  );
}

type SectionRowItemProps = {
  row: SectionRow;
  /** Its place in the section, from 0, and how many rows there are. */
  i: number;
  count: number;
  section: HomeSection;
  error: RowError;
  onUpdate: (change: Partial<SectionRow>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One product of a home section: its place, image, price and stock, deal fields, and move and remove. */
export function SectionRowItem({ row, i, count, section, error, onUpdate, onMove, onRemove }: SectionRowItemProps) {
  const flash = section === 'flash_deals';
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" aria-label={row.name}>
      <span className="w-5 text-right text-xs text-muted-foreground tabular-nums">{i + 1}</span>
      {row.image ? (
        <img src={row.image} alt="" className="size-11 shrink-0 rounded-md border object-cover" />
      ) : (
        <span className="grid size-11 shrink-0 place-items-center rounded-md border bg-muted">
          <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-40 flex-1">
        <p className="line-clamp-2 text-sm font-medium">{row.name}</p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span className="tabular-nums">{formatInr(row.pricePaise)}</span>
          <span>· {row.stock} in stock</span>
          {row.hidden ? <Badge>Hidden: not shown</Badge> : null}
          {row.stock === 0 ? <Badge tone="danger">Sold out</Badge> : null}
        </p>
        {error('productId') ? <p className="text-xs font-medium text-destructive">{error('productId')}</p> : null}
      </div>
      {flash ? <DealFields row={row} id={`${section}-${i}`} error={error} onUpdate={onUpdate} /> : null}
      <div className="ml-auto flex">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={i === 0}
          onClick={() => onMove(i - 1)}
          aria-label={`Move ${row.name} up`}
        >
          <ArrowUp />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={i === count - 1}
          onClick={() => onMove(i + 1)}
          aria-label={`Move ${row.name} down`}
        >
          <ArrowDown />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remove ${row.name}`}
        >
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}
