import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

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

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ReadyMark />
    </QueryClientProvider>
  );
}
