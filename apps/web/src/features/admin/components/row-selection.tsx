import { useState } from 'react';
import { TD, TH } from './admin-table';

/** The rows ticked in a list (products, orders), kept across its pages until a bulk change is done. */
export function useRowSelection() {
  const [ids, setIds] = useState<string[]>([]);
  const chosen = new Set(ids);
  return {
    ids,
    count: ids.length,
    has: (id: string) => chosen.has(id),
    /** Ticks or unticks these rows. */
    toggle: (some: string[], on: boolean) =>
      setIds((current) =>
        on ? [...current, ...some.filter((id) => !current.includes(id))] : current.filter((id) => !some.includes(id)),
      ),
    clear: () => setIds([]),
  };
}

type Selection = ReturnType<typeof useRowSelection>;

/** The header's tick: every row of this page, or none of them; `label` names it for screen readers. */
export function SelectAllTH({
  selection,
  rows,
  label,
}: {
  selection: Selection;
  rows: Array<{ id: string }>;
  label: string;
}) {
  const all = rows.length > 0 && rows.every((r) => selection.has(r.id));
  return (
    <TH className="w-10 pr-0">
      <input
        type="checkbox"
        checked={all}
        disabled={rows.length === 0}
        onChange={(event) =>
          selection.toggle(
            rows.map((r) => r.id),
            event.target.checked,
          )
        }
        aria-label={label}
        className="size-4 accent-primary"
      />
    </TH>
  );
}

/** One row's tick; `label` names what it selects. */
export function SelectTD({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <TD className="w-10 pr-0">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        // A tick in a row that opens on click ticks, and does not open.
        onClick={(event) => event.stopPropagation()}
        aria-label={label}
        className="size-4 accent-primary"
      />
    </TD>
  );
}
