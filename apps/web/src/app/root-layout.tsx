import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { GarageButton } from '@/features/garage/components/garage-button';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useTheme } from '@/lib/theme';
import { useIsHydrating } from '@/lib/use-hydrating';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';

// Off the first screen's script: nothing shows in it until the first notice (lib/notify.ts).
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Header, page, footer and the notice area every route shares. */
export function RootLayout() {
  const [theme] = useTheme();
  const phone = useMediaQuery(PHONE_QUERY);
  // The notice area is the browser's alone: not in the server's HTML, so not in the hydrating render.
  const hydrating = useIsHydrating();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header
        search={(placement) => <HeaderSearch {...placement} />}
        garage={(placement) => <GarageButton {...placement} />}
      />
      {/* At least a screen tall, so the footer never shows and then jumps while a page loads. */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
      {/* One notice at a time; a new one replaces the last (docs/product.md, Global behaviour). */}
      {/* Below the sticky 64 px header, so a notice never covers the cart badge or the menu; on */}
      {/* phones at the bottom, where a full-width notice cannot cover the page's heading either. */}
      {!hydrating && (
        <Suspense fallback={null}>
          <Toaster
            theme={theme}
            visibleToasts={1}
            position={phone ? 'bottom-center' : 'top-center'}
            offset={{ top: 76 }}
            mobileOffset={{ bottom: 16 }}
            richColors
            closeButton
          />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
