import { HOME_SECTION_VALUES, type HomeSection } from '@store/contracts/admin';
import { ExternalLink } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { AdminPage, Panel } from '../../components/admin-page';
import { FilterTabs } from '../../components/filter-tabs';
import { DetailSkeleton, LoadError } from '../../components/query-state';
import { useAdminHome } from '../api/get-home';
import { BannersPanel } from './banners-panel';
import { SECTION_LABELS, SectionEditor } from './section-editor';

const SECTION_TABS = HOME_SECTION_VALUES.map((value) => ({ value, label: SECTION_LABELS[value] }));

/** What the home page shows: its banners and its four product sections (the tab is in the URL). */
export function AdminHomePage() {
  const home = useAdminHome();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('section');
  const section: HomeSection = HOME_SECTION_VALUES.find((s) => s === wanted) ?? 'featured';
  const data = home.data?.data;
  return (
    <AdminPage
      title="Home page"
      description="Changes show on the store as soon as they are saved."
      actions={
        <Button asChild variant="outline">
          <Link to={paths.home()} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" /> View home page
          </Link>
        </Button>
      }
    >
      {!data ? (
        home.isError ? (
          <LoadError error={home.error} onRetry={() => void home.refetch()} />
        ) : (
          <DetailSkeleton />
        )
      ) : (
        <div className="space-y-6">
          <BannersPanel banners={data.banners} />
          <Panel title="Product sections">
            <div className="mb-4">
              <FilterTabs
                label="Section"
                value={section}
                options={SECTION_TABS.map((tab) => ({
                  ...tab,
                  label: `${tab.label} (${data.sections[tab.value].length})`,
                }))}
                onChange={(next) => setSearch(next === 'featured' ? {} : { section: next }, { replace: true })}
              />
            </div>
            {section === 'flash_deals' ? (
              <p className="mb-4 text-sm text-muted-foreground">
                Each deal has its own price (below the product&apos;s price) and ends at the time you set, India time.
              </p>
            ) : null}
            {/* Each section keeps its own edits; switching tabs starts from what is saved. */}
            <SectionEditor key={section} section={section} items={data.sections[section]} />
          </Panel>
        </div>
      )}
    </AdminPage>
  );
}
