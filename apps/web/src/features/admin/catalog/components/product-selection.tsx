import { useState } from 'react';
import { TH } from '../../components/admin-table';

/** The products ticked in the list, kept across its pages until a bulk change is done. */
export function useProductSelection() {
  const [ids, setIds] = useState<string[]>([]);
  const chosen = new Set(ids);
  return {
    ids,
    count: ids.length,
    has: (id: string) => chosen.has(id),
    /** Ticks or unticks these products. */
    toggle: (some: string[], on: boolean) =>
      setIds((current) =>
        on ? [...current, ...some.filter((id) => !current.includes(id))] : current.filter((id) => !some.includes(id)),
      ),
    clear: () => setIds([]),
  };
}

type Selection = ReturnType<typeof useProductSelection>;

/** The header's tick: every product of this page, or none of them. */
export function SelectAllTH({ selection, rows }: { selection: Selection; rows: Array<{ id: string }> }) {
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
        aria-label="Select every product on this page"
        className="size-4 accent-primary"
      />
    </TH>
  );
}
