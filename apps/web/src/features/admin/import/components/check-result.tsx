import { ADMIN_MESSAGES, type ImportCheck } from '@store/contracts/admin';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Table, TBody, TD, TH, THead } from '../../components/admin-table';
import { plural } from '../../lib/admin-format';

/** What the check of a CSV found: every row correct, or the rows in error with their problems. */
export function CheckResult({ check }: { check: ImportCheck }) {
  if (check.ok) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-emerald-600/30 bg-emerald-500/10 p-3 text-sm">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <span>
          {ADMIN_MESSAGES.csvChecked}: {plural(check.rows, 'row')} make {plural(check.products, 'product')} (
          {check.newProducts} new, {check.updatedProducts} updated).
        </span>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
      >
        <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {plural(check.errorCount, 'problem')} in {plural(check.rows, 'row')}; nothing can be imported until the file
          is fixed.
          {check.errorCount > check.errors.length ? ` The first ${check.errors.length} are listed.` : ''}
        </span>
      </p>
      <Table>
        <caption className="sr-only">Rows in error</caption>
        <THead>
          <tr>
            <TH className="w-16 text-right">Row</TH>
            <TH className="w-32">Column</TH>
            <TH>Problem</TH>
          </tr>
        </THead>
        <TBody>
          {check.errors.map((error, i) => (
            <tr key={`${error.row}-${error.column}-${i}`}>
              <TD className="text-right tabular-nums">{error.row || 'File'}</TD>
              <TD className="font-mono text-xs">{error.column ?? '—'}</TD>
              <TD>{error.message}</TD>
            </tr>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
