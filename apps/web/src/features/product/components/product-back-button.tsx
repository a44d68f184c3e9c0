import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * Whether this tab reached the page from another page of the store. React Router numbers the
 * entries it makes in `history.state.idx` from 0, the first page the tab opened in the app, and a
 * replace keeps the number (a variant chosen in the URL); without that state (the memory router of
 * tests), the first entry's key is 'default'. The browser's own history length counts other sites too.
 */
function cameFromTheStore(location: Location): boolean {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : undefined;
  return typeof idx === 'number' ? idx > 0 : location.key !== 'default';
}

/**
 * 'Back' on a product page (docs/product.md, Product detail): to the page before it in the store;
 * for a page opened from outside (a shared link, a search engine), to the product's category list
 * rather than off the site, or to the shop when it has none.
 */
export function ProductBackButton({ categoryId }: { categoryId: string | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2 shrink-0"
      onClick={() => {
        if (cameFromTheStore(location)) void navigate(-1);
        else void navigate(categoryId ? paths.productList(categoryId) : paths.shop());
      }}
    >
      <ArrowLeft /> Back
    </Button>
  );
}
