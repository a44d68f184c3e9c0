import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter, routes } from '@/app/router';
import { signInPathFor } from '@/lib/redirect-target';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { paths } from '@/lib/paths';
import { applyTheme, getStoredTheme, watchSystemTheme } from '@/lib/theme';
import './styles.css';

applyTheme(getStoredTheme());
watchSystemTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

/**
 * A page the server rendered is hydrated: its route modules are loaded first, so the first browser
 * render is the server's, not a loading frame (docs/decisions/075). Any other page (the account,
 * checkout and back-office screens) is the app's shell and rendered here.
 */
const serverRendered = root.firstElementChild !== null;

async function loadRouteModules(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createAppRouter();

  // After a 401/403 the client has already cleared the stored user (which signs the header out);
  // drop cached private data and go sign in, coming back here afterwards.
  setUnauthorizedHandler(() => {
    queryClient.clear();
    const { pathname, search } = router.state.location;
    void router.navigate(pathname === paths.signIn() ? paths.signIn() : signInPathFor(`${pathname}${search}`));
  });

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (docs/decisions/055-first-render-as-a-transition.md).
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// A module that fails to load leaves its route to load as on any other page.
const begin = () => start(root);
if (serverRendered) void loadRouteModules().then(begin, begin);
else begin();
