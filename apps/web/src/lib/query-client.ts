import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `errorTitle` turns a failure into its titled notice, e.g. 'Home Failed' (docs/product.md, Error messages). */
    queryMeta: { errorTitle?: string };
    mutationMeta: { errorTitle?: string };
  }
}

function messageOf(error: Error): string {
  return error.message || FALLBACK_ERROR_MESSAGE;
}

/** Client errors will not change on a retry; network trouble and 5xx get one more try. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A fresh client; the app makes one, each test makes its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Notices live here rather than in components so each failure is shown once, not once per observer.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const title = query.meta?.errorTitle;
        if (title) notifyError(messageOf(error), title);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const title = mutation.meta?.errorTitle;
        if (title) notifyError(messageOf(error), title);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
