import type { AdminAuditEntry } from '@store/contracts/admin';
import { ChevronRight, X } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AdminPage } from '../../components/admin-page';
import { EmptyRow, LoadingRows, Table, TBody, TD, TH, THead, TR } from '../../components/admin-table';
import { Select } from '../../components/fields';
import { Pager } from '../../components/pager';
import { LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/admin-format';
import { useListParams, type FilterSpec } from '../../lib/list-params';
import { useAuditLog } from '../api/list-audit';
import { AuditChanges } from './audit-changes';

const ENTITIES: Record<string, string> = {
  product: 'Products',
  order: 'Orders',
  customer: 'Customers',
  category: 'Categories',
  brand: 'Brands',
  collection: 'Collections',
  banner: 'Banners',
  home_section: 'Home sections',
  review: 'Reviews',
  job: 'Outbox mails',
};
const FILTERS: FilterSpec<'entity' | 'entityId' | 'actorId'> = {
  entity: { default: '' },
  entityId: { default: '' },
  actorId: { default: '' },
};
const COLUMNS = 5;

/** Where an entry's subject lives in the back office, when it has a page of its own. */
function subjectLink(entry: AdminAuditEntry): string | null {
  if (!entry.entityId) return null;
  if (entry.entity === 'product') return adminPaths.product(entry.entityId);
  if (entry.entity === 'order') return adminPaths.order(entry.entityId);
  if (entry.entity === 'customer') return adminPaths.customer(entry.entityId);
  return null;
}

/** Who changed what and when, newest first; a row opens to show the fields before and after. */
export function AuditPage() {
  const { params, setParams, pageHref } = useListParams(FILTERS);
  const log = useAuditLog(params);
  const [open, setOpen] = useState<string | null>(null);
  const page = log.data?.data;
  const narrowed = Boolean(params.entityId || params.actorId);
  return (
    <AdminPage title="Audit log" description="Every change made in the back office: who, what, when, before and after.">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Select
          aria-label="What changed"
          value={params.entity}
          onChange={(e) => setParams({ entity: e.target.value, entityId: '' })}
          className="w-48"
        >
          <option value="">Everything</option>
          {Object.entries(ENTITIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        {narrowed ? (
          <Button variant="ghost" onClick={() => setParams({ entityId: '', actorId: '' })}>
            <X aria-hidden="true" /> Show all {params.entity ? ENTITIES[params.entity]?.toLowerCase() : 'changes'}
          </Button>
        ) : null}
      </div>
      {log.isError && !page ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <Table className={log.isPlaceholderData ? 'opacity-60' : undefined}>
            <caption className="sr-only">Audit log</caption>
            <THead>
              <tr>
                <TH className="w-8">
                  <span className="sr-only">Details</span>
                </TH>
                <TH>When</TH>
                <TH>Who</TH>
                <TH>Action</TH>
                <TH className="hidden md:table-cell">Subject</TH>
              </tr>
            </THead>
            <TBody>
              {!page ? (
                <LoadingRows columns={COLUMNS} />
              ) : page.items.length === 0 ? (
                <EmptyRow colSpan={COLUMNS}>Nothing recorded yet.</EmptyRow>
              ) : (
                page.items.map((entry) => {
                  const isOpen = open === entry.id;
                  const link = subjectLink(entry);
                  return (
                    <Fragment key={entry.id}>
                      <TR>
                        <TD className="pr-0">
                          <button
                            type="button"
                            onClick={() => setOpen(isOpen ? null : entry.id)}
                            aria-expanded={isOpen}
                            aria-controls={`audit-${entry.id}`}
                            aria-label={`Changes of ${entry.action}, ${formatDateTime(entry.createdAt)}`}
                            className="grid size-7 place-items-center rounded hover:bg-accent"
                          >
                            <ChevronRight
                              className={cn('size-4 transition-transform', isOpen && 'rotate-90')}
                              aria-hidden="true"
                            />
                          </button>
                        </TD>
                        <TD className="whitespace-nowrap text-muted-foreground">{formatDateTime(entry.createdAt)}</TD>
                        <TD className="min-w-32">
                          {entry.actor ? (
                            <button
                              type="button"
                              className="text-left hover:underline"
                              onClick={() => setParams({ actorId: entry.actor?.id ?? '' })}
                              title="Only this person's changes"
                            >
                              {entry.actor.name}
                            </button>
                          ) : (
                            <span className="text-muted-foreground">System</span>
                          )}
                        </TD>
                        <TD className="font-mono text-xs">{entry.action}</TD>
                        <TD className="hidden text-xs md:table-cell">
                          <span className="text-muted-foreground">{entry.entity}</span>{' '}
                          {entry.entityId ? (
                            link ? (
                              <Link to={link} className="font-mono hover:underline">
                                {entry.entityId.slice(0, 8)}
                              </Link>
                            ) : (
                              <button
                                type="button"
                                className="font-mono hover:underline"
                                onClick={() => setParams({ entity: entry.entity, entityId: entry.entityId ?? '' })}
                              >
                                {entry.entityId.slice(0, 8)}
                              </button>
                            )
                          ) : null}
                        </TD>
                      </TR>
                      {isOpen ? (
                        <tr id={`audit-${entry.id}`} className="bg-muted/30">
                          <td colSpan={COLUMNS} className="px-4 py-3">
                            <AuditChanges entry={entry} />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })
              )}
            </TBody>
          </Table>
          {page ? <Pager page={page.page} pageSize={page.pageSize} total={page.total} hrefFor={pageHref} /> : null}
        </>
      )}
    </AdminPage>
  );
}
