import { LogOut, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { AddressPanel } from './address-panel';
import { NameCard } from './name-card';
import { SecurityTab } from './security-tab';
import { SettingsTab } from './settings-tab';

const TABS: { id: 'profile' | 'security' | 'settings'; label: string; icon: LucideIcon }[] = [
  { id: 'profile', label: 'Profile', icon: UserRound },
  { id: 'security', label: 'Security', icon: ShieldCheck },
  { id: 'settings', label: 'Settings', icon: Settings },
];
type TabId = (typeof TABS)[number]['id'];

/** /profile: the Profile, Security and Settings tabs; the open tab lives in ?tab= so reload keeps it. */
export function ProfilePage({ onSignOut }: { onSignOut: () => void }) {
  useDocumentMeta({ title: 'My Profile' });
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('tab');
  const tab: TabId = TABS.some((t) => t.id === wanted) ? (wanted as TabId) : 'profile';

  const select = (id: TabId) => setSearchParams(id === 'profile' ? {} : { tab: id }, { replace: true });

  return (
    <section className="container-page py-8 sm:py-12">
      <div className="flex items-start justify-between gap-4">
        <PageHeading title="My Profile">Your details, addresses, password and preferences.</PageHeading>
        <Button variant="outline" className="shrink-0" onClick={onSignOut}>
          <LogOut aria-hidden="true" /> Log out
        </Button>
      </div>
      <div
        role="tablist"
        aria-label="Profile sections"
        className="mb-8 grid grid-cols-3 gap-1 rounded-xl bg-muted p-1 sm:inline-grid"
        onKeyDown={(event) => {
          const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
          if (!step) return;
          const index = (TABS.findIndex((t) => t.id === tab) + step + TABS.length) % TABS.length;
          const next = TABS[index];
          if (next) {
            select(next.id);
            document.getElementById(`tab-${next.id}`)?.focus();
          }
        }}
      >
        {TABS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => select(id)}
            className={cn(
              'flex items-center justify-center gap-2 rounded-lg px-2 py-2.5 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors sm:px-5',
              tab === id ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'profile' ? (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
            <NameCard />
            <AddressPanel />
          </div>
        ) : tab === 'security' ? (
          <SecurityTab />
        ) : (
          <SettingsTab />
        )}
      </div>
    </section>
  );
}
