import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { signInPathFor } from '@/lib/redirect-target';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/paths';
import { applyTheme, getStoredTheme, watchSystemTheme } from '@/lib/theme';
import './styles.css';

applyTheme(getStoredTheme());
watchSystemTheme();

const queryClient = createQueryClient();
const router = createAppRouter();

// After a 401/403 the client has already cleared the stored user (which signs the header out);
// drop cached private data and go sign in, coming back here afterwards.
setUnauthorizedHandler(() => {
  queryClient.clear();
  const { pathname, search } = router.state.location;
  void router.navigate(pathname === paths.signIn() ? paths.signIn() : signInPathFor(`${pathname}${search}`));
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (docs/decisions/019-page-data-in-the-html.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
