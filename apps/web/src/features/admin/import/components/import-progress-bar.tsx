import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '../../lib/admin-paths';
import { plural } from '../../lib/admin-format';
import { importPercent, type ImportRun } from '../import-progress';

/** An import's progress as it streams in, then what it wrote or where it stopped. */
export function ImportProgressBar({ run }: { run: ImportRun }) {
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
