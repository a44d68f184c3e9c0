import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useTheme } from '@/lib/theme';
import { AdminBrand, AdminNav, AdminSidebarFooter } from './admin-sidebar';

type AdminLayoutProps = { userName: string; onSignOut: () => void; children: ReactNode };

/**
 * The back office's frame: a fixed sidebar on wide screens, a top bar with a menu on phones. It
 * replaces the storefront's header and footer, and carries its own notice area.
 */
export function AdminLayout({ userName, onSignOut, children }: AdminLayoutProps) {
  const [theme] = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  // Following a link from the phone menu closes it.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* The column carries the colour the whole page down; the sidebar itself stays in view. */}
      <div className="hidden border-r bg-card lg:block print:hidden">
        <aside className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto px-3 py-5">
          <AdminBrand className="px-2" />
          <div className="flex-1">
            <AdminNav />
          </div>
          <AdminSidebarFooter userName={userName} onSignOut={onSignOut} />
        </aside>
      </div>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-card/95 px-2 backdrop-blur lg:hidden print:hidden">
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-expanded={menuOpen}
          >
            <Menu className="size-5" />
          </Button>
          <AdminBrand />
          <ThemeToggle className="ml-auto" />
        </header>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Back office">
        <div className="flex min-h-full flex-col gap-6">
          <div className="flex-1 pl-3">
            <AdminNav onNavigate={() => setMenuOpen(false)} />
          </div>
          <AdminSidebarFooter userName={userName} onSignOut={onSignOut} />
        </div>
      </Sheet>
      {/* Top centre, clear of the page actions on the right (Save, Ship) that the pointer is likely over. */}
      <Toaster theme={theme} visibleToasts={3} position="top-center" richColors closeButton />
      <ScrollRestoration />
    </div>
  );
}
