import type { AdminBanner } from '@store/contracts/admin';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { Panel } from '../../components/admin-page';
import { Badge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Toggle } from '../../components/fields';
import { DeleteButton, EditButton } from '../../components/row-actions';
import { useChangeBanner } from '../api/change-banner';
import { BannerDialog } from './banner-dialog';

/** The fields of a banner as PUT wants them all, from what the list shows. */
const inputOf = (banner: AdminBanner) => ({
  image: banner.image,
  heading: banner.heading,
  description: banner.description,
  position: banner.position,
  active: banner.active,
});

/** The home page's banners: order, switch on and off, edit, add, remove. */
export function BannersPanel({ banners }: { banners: AdminBanner[] }) {
  const change = useChangeBanner();
  const [editing, setEditing] = useState<{ banner: AdminBanner | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const sorted = [...banners].sort((a, b) => a.position - b.position);
  const failed = (title: string) => (error: Error) => notifyError(error.message, title);

  const reorder = (from: number, to: number) => {
    const ids = sorted.map((b) => b.id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    change.mutate({ kind: 'order', ids }, { onError: failed('Not reordered') });
  };

  return (
    <Panel
      title={`Banners (${banners.length})`}
      actions={
        <Button size="sm" onClick={() => setEditing({ banner: null })}>
          <Plus aria-hidden="true" /> Add banner
        </Button>
      }
      bodyClassName="p-0"
    >
      {sorted.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">
          No banners: the home page opens with its hero picture.
        </p>
      ) : (
        <ol className="divide-y" aria-label="Banners">
          {sorted.map((banner, i) => (
            <li
              key={banner.id}
              className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
              aria-label={banner.heading}
            >
              <img
                src={banner.image}
                alt=""
                className="aspect-[8/3] w-full rounded-md border bg-muted object-cover sm:w-44"
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {banner.heading}
                  {banner.active ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
                </p>
                {banner.description ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{banner.description}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <Toggle
                  checked={banner.active}
                  onChange={(active) =>
                    change.mutate(
                      { kind: 'update', id: banner.id, body: { ...inputOf(banner), active } },
                      {
                        onSuccess: () => notifySuccess(banner.heading, active ? 'Banner on' : 'Banner off'),
                        onError: failed('Banner not saved'),
                      },
                    )
                  }
                  label={<span className="sr-only">Show {banner.heading}</span>}
                  className="mr-2"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={i === 0 || change.isPending}
                  onClick={() => reorder(i, i - 1)}
                  aria-label={`Move ${banner.heading} up`}
                >
                  <ArrowUp />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={i === sorted.length - 1 || change.isPending}
                  onClick={() => reorder(i, i + 1)}
                  aria-label={`Move ${banner.heading} down`}
                >
                  <ArrowDown />
                </Button>
                <EditButton onClick={() => setEditing({ banner })} aria-label={`Edit ${banner.heading}`} />
                <DeleteButton onClick={() => setDeleting(banner)} aria-label={`Delete ${banner.heading}`} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing ? <BannerDialog banner={editing.banner} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this banner?"
        confirmLabel="Delete banner"
        destructive
        busy={change.isPending}
        onConfirm={() =>
          deleting &&
          change.mutate(
            { kind: 'delete', id: deleting.id },
            {
              onSuccess: () => notifySuccess(deleting.heading, 'Banner deleted'),
              onError: failed('Banner not deleted'),
              onSettled: () => setDeleting(null),
            },
          )
        }
      >
        “{deleting?.heading}” leaves the home page. Turning it off keeps it for later instead.
      </ConfirmDialog>
    </Panel>
  );
}
