import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** The 404 page; it also logs the unknown path as a warning (docs/product.md, Route table). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentMeta({ title: 'Page not found' });
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section className="container-page grid place-items-center py-24 text-center">
      <p
        className="font-display text-8xl font-extrabold tracking-tighter text-primary italic sm:text-9xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Looks like this road doesn't go anywhere. Let's get you back on track.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home()}>
          <Home /> Back to Home
        </Link>
      </Button>
    </section>
  );
}
