import type { AdminCategory } from '@store/contracts/admin';
import { ArrowDown, ArrowUp, ChevronRight, FolderInput, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { notifyError, notifySuccess } from '@/lib/notify';
import { AdminPage } from '../../components/admin-page';
import { Badge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { useChangeCategory } from '../api/change-category';
import { useAdminCategories } from '../api/list-categories';
import { reorderedSiblings, visibleRows } from '../category-tree';
import { CategoryDialog, KIND_LABELS, MoveCategoryDialog } from './category-dialogs';

type Open =
  | { kind: 'add'; parent: AdminCategory | null }
  | { kind: 'edit'; category: AdminCategory }
  | { kind: 'move'; category: AdminCategory }
  | { kind: 'delete'; category: AdminCategory }
  | null;

function IconButton({
  label,
  onClick,
  disabled,
  children,
  danger,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
  danger?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8 text-muted-foreground hover:text-foreground', danger && 'hover:text-destructive')}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      {children}
    </Button>
  );
}

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
                const isOpen = !closed.has(category.id);
                return (
                  <li
                    key={category.id}
                    className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 pr-2 hover:bg-muted/40"
                    style={{ paddingLeft: `${0.5 + (filter ? 0 : category.depth) * 1.5}rem` }}
                  >
                    <span className="flex min-w-0 flex-1 items-center gap-2">
                      {category.childCount > 0 && !filter ? (
                        <button
                          type="button"
                          onClick={() => toggle(category.id)}
                          className="grid size-6 shrink-0 place-items-center rounded hover:bg-accent"
                          aria-label={`Show what is in ${category.name}`}
                          aria-expanded={isOpen}
                        >
                          <ChevronRight
                            className={cn('size-4 transition-transform', isOpen && 'rotate-90')}
                            aria-hidden="true"
                          />
                        </button>
                      ) : (
                        <span className="size-6 shrink-0" />
                      )}
                      {category.image ? (
                        <img
                          src={category.image}
                          alt=""
                          className="size-8 shrink-0 rounded border bg-muted object-cover"
                        />
                      ) : (
                        <span className="grid size-8 shrink-0 place-items-center rounded border bg-muted">
                          <ImageOff className="size-3.5 text-muted-foreground" aria-hidden="true" />
                        </span>
                      )}
                      <span className="min-w-0">
                        <span
                          className={cn(
                            'block truncate text-sm',
                            category.depth === 0 ? 'font-semibold' : 'font-medium',
                          )}
                        >
                          {filter ? category.path : category.name}
                        </span>
                        <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                          {KIND_LABELS[category.kind]}
                          {category.productCount > 0 ? (
                            <Link to={adminPaths.products({ categoryId: category.id })} className="hover:underline">
                              · {category.productCount} products
                            </Link>
                          ) : null}
                          {category.childCount > 0 ? <span>· {category.childCount} inside</span> : null}
                          {category.hidden ? <Badge>Hidden</Badge> : null}
                        </span>
                      </span>
                    </span>
                    <span className="ml-auto flex shrink-0 items-center">
                      <IconButton
                        label={`Move ${category.name} up`}
                        onClick={() => reorder(category, -1)}
                        disabled={index <= 0 || change.isPending}
                      >
                        <ArrowUp />
                      </IconButton>
                      <IconButton
                        label={`Move ${category.name} down`}
                        onClick={() => reorder(category, 1)}
                        disabled={index === siblings.length - 1 || change.isPending}
                      >
                        <ArrowDown />
                      </IconButton>
                      <IconButton
                        label={`Add under ${category.name}`}
                        onClick={() => setOpen({ kind: 'add', parent: category })}
                      >
                        <Plus />
                      </IconButton>
                      <IconButton label={`Edit ${category.name}`} onClick={() => setOpen({ kind: 'edit', category })}>
                        <Pencil />
                      </IconButton>
                      <IconButton
                        label={`Move ${category.name} elsewhere`}
                        onClick={() => setOpen({ kind: 'move', category })}
                        disabled={category.parentId === null}
                      >
                        <FolderInput />
                      </IconButton>
                      <IconButton
                        label={`Delete ${category.name}`}
                        onClick={() => setOpen({ kind: 'delete', category })}
                        disabled={category.childCount > 0 || category.productCount > 0}
                        danger
                      >
                        <Trash2 />
                      </IconButton>
                    </span>
                  </li>
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
