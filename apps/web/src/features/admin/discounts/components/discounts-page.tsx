import { discountLabel, type AdminDiscount } from '@store/contracts/discounts';
import { formatInr } from '@store/contracts/money';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TD, TH, TR } from '../../components/admin-table';
import { Badge, type Tone } from '../../components/badges';
import { ListTable } from '../../components/list-table';
import { EditButton } from '../../components/row-actions';
import { useAdminBrands } from '../../catalog/api/list-brands';
import { useAdminCategories } from '../../catalog/api/list-categories';
import { formatDateTime, plural } from '../../lib/admin-format';
import { useAdminDiscounts } from '../api/list-discounts';
import { DiscountDialog } from './discount-dialog';

/** Where a code stands now: what a buyer typing it would meet first. */
function standing(d: AdminDiscount, now: number): { label: string; tone: Tone } {
  if (!d.active) return { label: 'Off', tone: 'neutral' };
  if (now < Date.parse(d.validFrom)) return { label: 'Scheduled', tone: 'info' };
  if (now >= Date.parse(d.validTo)) return { label: 'Expired', tone: 'danger' };
  if (d.maxUses !== null && d.used >= d.maxUses) return { label: 'Used up', tone: 'warning' };
  return { label: 'Live', tone: 'success' };
}

function scopeOf(d: AdminDiscount): string {
  const parts = [
    d.products.length ? plural(d.products.length, 'product') : '',
    d.categoryIds.length ? plural(d.categoryIds.length, 'category', 'categories') : '',
    d.brandIds.length ? plural(d.brandIds.length, 'brand') : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Whole shop';
}

/** Discount codes: what each takes off, when, for what, and how often it has been used. */
export function DiscountsPage() {
  const discounts = useAdminDiscounts();
  const categories = useAdminCategories();
  const brands = useAdminBrands();
  const [editing, setEditing] = useState<{ discount: AdminDiscount | null } | null>(null);
  const list = discounts.data?.data;
  const ready = Boolean(categories.data && brands.data);
  // Read once as the page opens: the statuses are as of then, like the list they sit in.
  const [now] = useState(() => Date.now());
  return (
    <AdminPage
      title="Discount codes"
      description={list ? `${plural(list.length, 'code')}; buyers enter them at checkout` : ' '}
      actions={
        <Button onClick={() => setEditing({ discount: null })} disabled={!ready}>
          <Plus aria-hidden="true" /> Add code
        </Button>
      }
    >
      <ListTable
        query={discounts}
        rows={list}
        caption="Discount codes"
        columns={6}
        empty="No discount codes yet."
        head={
          <>
            <TH>Code</TH>
            <TH className="hidden md:table-cell">Valid</TH>
            <TH className="hidden sm:table-cell">For</TH>
            <TH className="text-right">Uses</TH>
            <TH>Status</TH>
            <ActionsTH />
          </>
        }
        row={(d) => {
          const state = standing(d, now);
          return (
            <TR key={d.id}>
              <TD>
                <p className="font-mono font-semibold">{d.code}</p>
                <p className="text-xs text-muted-foreground">
                  {discountLabel(d.kind, d.value)}
                  {d.minOrderPaise > 0 ? ` · orders from ${formatInr(d.minOrderPaise)}` : ''}
                </p>
              </TD>
              <TD className="hidden text-xs text-muted-foreground md:table-cell">
                {formatDateTime(d.validFrom)} –<br />
                {formatDateTime(d.validTo)}
              </TD>
              <TD className="hidden text-muted-foreground sm:table-cell">{scopeOf(d)}</TD>
              <TD className="text-right tabular-nums">
                <p>
                  {d.used}
                  {d.maxUses !== null ? ` / ${d.maxUses}` : ''}
                </p>
                <p className="text-xs text-muted-foreground">
                  {d.paidUses} paid · {formatInr(d.discountGivenPaise)} off
                </p>
              </TD>
              <TD>
                <Badge tone={state.tone}>{state.label}</Badge>
              </TD>
              <TD className="text-right whitespace-nowrap">
                <EditButton
                  onClick={() => setEditing({ discount: d })}
                  disabled={!ready}
                  aria-label={`Edit ${d.code}`}
                />
              </TD>
            </TR>
          );
        }}
      />
      {editing && categories.data && brands.data ? (
        <DiscountDialog
          discount={editing.discount}
          categories={categories.data.data}
          brands={brands.data.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminPage>
  );
}
