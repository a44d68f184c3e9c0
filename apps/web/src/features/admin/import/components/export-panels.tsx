import { IMPORT_COLUMNS, IMPORT_REQUIRED_COLUMNS } from '@store/contracts/admin';
import { Download, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { Panel } from '../../components/admin-page';
import { useExportCatalog } from '../api/export-catalog';

/** The import page's side column: download the whole catalog, and the columns a CSV holds. */
export function ExportPanels() {
  const exporting = useExportCatalog();
  return (
    <div className="space-y-4">
      <Panel title="Export">
        <p className="mb-3 text-sm text-muted-foreground">
          The whole catalog in the same format: edit it and import it back.
        </p>
        <Button
          variant="outline"
          onClick={() =>
            exporting.mutate(undefined, { onSuccess: (name) => notifySuccess(name, 'Catalog downloaded') })
          }
          disabled={exporting.isPending}
        >
          {exporting.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download catalog CSV
        </Button>
      </Panel>
      <Panel title="The format">
        <p className="mb-2 text-sm text-muted-foreground">
          One row per variant; rows with the same <code className="font-mono">handle</code> make one product. Lists in a
          cell are separated by <code className="font-mono">|</code>; prices are in rupees.
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Columns">
          {IMPORT_COLUMNS.map((column) => (
            <li key={column} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
              {column}
              {IMPORT_REQUIRED_COLUMNS.includes(column) ? (
                <span className="text-destructive" aria-label=" (required)">
                  *
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">
          <code className="font-mono">fitment</code> lists makes and models by slug, a model&apos;s years after a colon:{' '}
          <code className="font-mono break-all">classic-350:2021-|ktm-390-duke:2017-2023|bajaj</code> (no years: every
          year). <code className="font-mono">universal</code> yes marks a part that fits every bike and lists none.
        </p>
        <p className="mt-2 text-xs text-muted-foreground">
          * required. The same import runs from the command line: npm run import -- file.csv
        </p>
      </Panel>
    </div>
  );
}
