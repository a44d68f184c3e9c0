import { ADMIN_MESSAGES, IMPORT_MAX_BYTES, type ImportCheck } from '@store/contracts/admin';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Loader2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { adminQueryRoot } from '../../api/admin-keys';
import { RawApiError } from '../../api/fetch-raw';
import { AdminPage, Panel } from '../../components/admin-page';
import { plural } from '../../lib/admin-format';
import { useCheckImport } from '../api/check-import';
import { runImport } from '../api/run-import';
import { IMPORT_STARTING, nextImportRun, type ImportRun } from '../import-progress';
import { CheckResult } from './check-result';
import { ExportPanels } from './export-panels';
import { ImportProgressBar } from './import-progress-bar';

/** Check a CSV, see the rows in error, import it with a progress bar; or download the catalog. */
export function ImportPage() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  const checking = useCheckImport();
  const running = run?.phase === 'running';

  const choose = (next: File | null) => {
    setFile(next);
    setCheck(null);
    setRun(null);
    if (next && next.size > IMPORT_MAX_BYTES) notifyError(ADMIN_MESSAGES.csvTooLarge, 'File too large');
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
              <ImportProgressBar run={run} />
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
        <ExportPanels />
      </div>
    </AdminPage>
  );
}
