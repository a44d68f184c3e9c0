import type { AdminCategory } from '@store/contracts/admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError, notifySuccess } from '@/lib/notify';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/query-state';
import { useChangeCategory } from '../api/change-category';
import { useAdminCategories } from '../api/list-categories';
import { reorderedSiblings, visibleRows } from '../category-tree';
import { CategoryDialog, MoveCategoryDialog } from './category-dialogs';
import { CategoryRow, type Open } from './category-row';

/** The category tree: open and close branches, add, rename, move, reorder among siblings, delete. */
export function CategoriesPage() {
  const query = useAdminCategories();
  const change = useChangeCategory();
  const all = query.data?.data;
  const [open, setOpen] = useState<Open>(null);
  const [filter, setFilter] = useState('');
  // Deep branches start closed: Shop by Bike alone can hold hundreds of models.
  const [collapsed, setCollapsed] = useState<Set<string> | null>(null);
  const closed = collapsed ?? new Set((all ?? []).filter((c) => c.depth >= 1 && c.childCount > 0).map((c) => c.id));
  const toggle = (id: string) => {
    const next = new Set(closed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  };
  const rows = all ? visibleRows(all, closed, filter) : [];

  const reorder = (category: AdminCategory, step: -1 | 1) => {
    const ids = all && reorderedSiblings(all, category.id, step);
    if (!ids) return;
    change.mutate(
      { kind: 'order', parentId: category.parentId, ids },
      { onError: (error) => notifyError(error.message, 'Not reordered') },
    );
  };

  return (
    <AdminPage
      title="Categories"
      description={all ? `${all.length} categories in the tree` : ' '}
      actions={
        <Button onClick={() => setOpen({ kind: 'add', parent: null })}>
          <Plus aria-hidden="true" /> Add top-level group
        </Button>
      }
    >
      {query.isError && !all ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="rounded-xl border bg-card shadow-xs">
          <div className="border-b p-3">
            <Input
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="Find a category"
              aria-label="Find a category"
              className="sm:max-w-xs"
            />
          </div>
          {!all ? (
            <div className="space-y-2 p-3" aria-busy="true" aria-label="Loading">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="h-10 animate-pulse rounded bg-muted" />
              ))}
            </div>
          ) : rows.length === 0 ? (
            <p className="p-8 text-center text-sm text-muted-foreground">
              {filter ? 'No category matches.' : 'No categories yet.'}
            </p>
          ) : (
            <ul aria-label="Categories" className="divide-y">
              {rows.map((category) => {
                const siblings = all.filter((c) => c.parentId === category.parentId);
                const index = siblings.findIndex((c) => c.id === category.id);
                return (
                  <CategoryRow
                    key={category.id}
                    category={category}
                    filter={filter}
                    isOpen={!closed.has(category.id)}
                    onToggle={() => toggle(category.id)}
                    first={index <= 0}
                    last={index === siblings.length - 1}
                    busy={change.isPending}
                    onReorder={(step) => reorder(category, step)}
                    onOpen={setOpen}
                  />
                );
              })}
            </ul>
          )}
        </div>
      )}
      {open?.kind === 'add' ? <CategoryDialog mode="add" parent={open.parent} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? (
        <CategoryDialog mode="edit" category={open.category} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'move' && all ? (
        <MoveCategoryDialog category={open.category} all={all} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
        title={`Delete ${open?.kind === 'delete' ? open.category.name : 'category'}?`}
        confirmLabel="Delete category"
        destructive
        busy={change.isPending}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          const { category } = open;
          change.mutate(
            { kind: 'delete', id: category.id },
            {
              onSuccess: () => notifySuccess(category.name, 'Category deleted'),
              onError: (error) => notifyError(error.message, 'Category not deleted'),
              onSettled: () => setOpen(null),
            },
          );
        }}
      >
        Only empty categories can be deleted. This cannot be undone.
      </ConfirmDialog>
    </AdminPage>
  );
}
