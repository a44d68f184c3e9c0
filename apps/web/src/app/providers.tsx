import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { CardBikeContext } from '@/components/product-card';
import { useCurrentBike } from '@/features/garage/use-current-bike';

/**
 * Marks the page as taken over by the app once its first render (or hydration) has committed:
 * until then a server-rendered button is only HTML. The browser journeys wait for it. It sits here,
 * in the tree the server renders too, because an element only the browser had would shift every
 * `useId` after it and break the ids the server's HTML links by (docs/decisions/075).
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/**
 * The current bike for every product card's fit label: the cards are shared components and the
 * garage a feature, so the app layer joins them (docs/decisions/023). Null on the server and while
 * hydrating, as the hook is, so the cards' HTML is the same for every shopper.
 */
function CardBikeProvider({ children }: { children: ReactNode }) {
  return <CardBikeContext value={useCurrentBike()}>{children}</CardBikeContext>;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CardBikeProvider>{children}</CardBikeProvider>
      <ReadyMark />
    </QueryClientProvider>
  );
}
