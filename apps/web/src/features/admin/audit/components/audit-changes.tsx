import type { AdminAuditEntry } from '@store/contracts/admin';
import { changedFields } from '../audit-diff';

/** The fields an entry changed, each with its value before and after. */
export function AuditChanges({ entry }: { entry: AdminAuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">No field changed.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Changes</caption>
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="w-40 py-1 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody className="align-top">
        {changes.map((change) => (
          <tr key={change.field} className="border-t">
            <th scope="row" className="py-1.5 pr-3 text-left font-mono text-xs font-medium">
              {change.field}
            </th>
            <td className="max-w-0 py-1.5 pr-3">
              <span className="line-clamp-4 rounded bg-red-500/10 px-1.5 py-0.5 font-mono text-xs break-all text-red-800 dark:text-red-300">
                {change.before}
              </span>
            </td>
            <td className="max-w-0 py-1.5">
              <span className="line-clamp-4 rounded bg-emerald-500/10 px-1.5 py-0.5 font-mono text-xs break-all text-emerald-800 dark:text-emerald-300">
                {change.after}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
