import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Shown inside the layout when a page throws while rendering, instead of a blank screen. */
export function RouteError() {
  return (
    <section className="container-page grid place-items-center py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">This page hit a problem. Reloading usually fixes it.</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw /> Reload
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home()}>Go home</Link>
        </Button>
      </div>
    </section>
  );
}
