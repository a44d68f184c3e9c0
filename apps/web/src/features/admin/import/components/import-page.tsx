import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_REQUIRED_COLUMNS, type ImportCheck } from '@store/contracts/admin';
import { AlertTriangle, CheckCircle2, Download, FileUp, Loader2, Upload, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { adminQueryRoot } from '../../api/admin-keys';
import { RawApiError } from '../../api/fetch-raw';
import { AdminPage, Panel } from '../../components/admin-page';
import { Table, TBody, TD, TH, THead } from '../../components/admin-table';
import { adminPaths } from '../../lib/admin-paths';
import { plural } from '../../lib/admin-format';
import { useCheckImport } from '../api/check-import';
import { useExportCatalog } from '../api/export-catalog';
import { runImport } from '../api/run-import';
import { IMPORT_STARTING, importPercent, nextImportRun, type ImportRun } from '../import-progress';

function CheckResult({ check }: { check: ImportCheck }) {
  if (check.ok) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-emerald-600/30 bg-emerald-500/10 p-3 text-sm">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        <span>
          Every row is correct: {plural(check.rows, 'row')} make {plural(check.products, 'product')} (
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

function ProgressBar({ run }: { run: ImportRun }) {
  const percent = importPercent(run);
  const done = run.phase === 'done' ? run.total : run.done;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">
          {run.phase === 'running' ? 'Importing…' : run.phase === 'done' ? 'Import finished' : 'Import stopped'}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {done} of {run.total} products
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            run.phase === 'failed' ? 'h-full bg-destructive transition-[width]' : 'h-full bg-primary transition-[width]'
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      {run.phase === 'running' && run.handle ? (
        <p className="truncate text-xs text-muted-foreground">Last written: {run.handle}</p>
      ) : null}
      {run.phase === 'done' ? (
        <p className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {run.created} created, {run.updated} updated, {run.unchanged} unchanged; {plural(run.variants, 'variant')}{' '}
          written.{' '}
          <Link to={adminPaths.products({})} className="font-medium text-brand hover:underline">
            See the products
          </Link>
        </p>
      ) : null}
      {run.phase === 'failed' ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {run.message}. The products before it were saved; fix the row and import again (rows already in the shop are
          updated, not doubled).
        </p>
      ) : null}
    </div>
  );
}

/** Check a CSV, see the rows in error, import it with a progress bar; or download the catalog. */
export function ImportPage() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  const checking = useCheckImport();
  const exporting = useExportCatalog();
  const running = run?.phase === 'running';

  const choose = (next: File | null) => {
    setFile(next);
    setCheck(null);
    setRun(null);
    if (next && next.size > IMPORT_MAX_BYTES)
      notifyError(`The CSV file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`, 'File too large');
    else if (next) checking.mutate(next, { onSuccess: (res) => setCheck(res.data) });
  };

  const start = async () => {
    if (!file) return;
    setRun(IMPORT_STARTING);
    let last: ImportRun = IMPORT_STARTING;
    try {
      await runImport(file, (line) => {
        last = nextImportRun(last, line);
        setRun(last);
      });
      if (last.phase === 'done')
        notifySuccess(
          `${last.created} created, ${last.updated} updated, ${last.unchanged} unchanged`,
          'Import finished',
        );
    } catch (error) {
      if (error instanceof RawApiError && error.data && typeof error.data === 'object' && 'errors' in error.data) {
        setCheck(error.data as ImportCheck);
        setRun(null);
      } else {
        setRun({
          phase: 'failed',
          done: 'done' in last ? last.done : 0,
          total: last.total,
          message: (error as Error).message,
        });
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    }
  };

  return (
    <AdminPage title="Import & export" description="Add or update many products at once from a spreadsheet.">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Panel title="1. Choose a CSV file">
            <label
              htmlFor={inputId}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed bg-background p-6 text-center text-sm transition-colors hover:border-ring"
            >
              <FileUp className="size-7 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">{file ? file.name : 'Choose a .csv file'}</span>
              <span className="text-xs text-muted-foreground">
                {file
                  ? `${(file.size / 1024).toFixed(1)} KB · choose again to replace`
                  : `Up to ${IMPORT_MAX_BYTES / 1024 / 1024} MB, one row per variant`}
              </span>
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={running}
              onChange={(event) => {
                choose(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
          </Panel>
          <Panel title="2. Check every row">
            {checking.isPending ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking {file?.name}…
              </p>
            ) : check ? (
              <CheckResult check={check} />
            ) : (
              <p className="text-sm text-muted-foreground">
                The file is checked as soon as it is chosen. Nothing is written until you import.
              </p>
            )}
          </Panel>
          <Panel title="3. Import">
            {run ? (
              <ProgressBar run={run} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground">
                  {check?.ok
                    ? `Ready: ${plural(check.products, 'product')} will be written.`
                    : 'Import is possible once the check passes.'}
                </p>
                <Button onClick={() => void start()} disabled={!check?.ok || checking.isPending}>
                  <Upload aria-hidden="true" /> Import {check?.ok ? plural(check.products, 'product') : ''}
                </Button>
              </div>
            )}
          </Panel>
        </div>
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
              One row per variant; rows with the same <code className="font-mono">handle</code> make one product. Lists
              in a cell are separated by <code className="font-mono">|</code>; prices are in rupees.
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
              * required. The same import runs from the command line: npm run import -- file.csv
            </p>
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
