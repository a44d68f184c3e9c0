import type { AdminCategory } from '@store/contracts/admin';
import { yearsLabel } from '@store/contracts/fitment';
import { ArrowDown, ArrowUp, ChevronRight, FolderInput, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Badge } from '../../components/badges';
import { adminPaths } from '../../lib/admin-paths';
import { KIND_LABELS } from './category-dialogs';

/** The dialog a category row opens: add under it, edit, move elsewhere, or delete. */
export type Open =
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
  children: ReactNode;
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

type CategoryRowProps = {
  category: AdminCategory;
  /** The search text: a match shows its full path, unindented, with no branch toggle. */
  filter: string;
  isOpen: boolean;
  onToggle: () => void;
  /** First or last among its siblings: it cannot move further that way. */
  first: boolean;
  last: boolean;
  busy: boolean;
  onReorder: (step: -1 | 1) => void;
  onOpen: (open: Open) => void;
};

/** One category in the tree: its branch toggle, image, name and counts, and its row of actions. */
export function CategoryRow({
  category,
  filter,
  isOpen,
  onToggle,
  first,
  last,
  busy,
  onReorder,
  onOpen,
}: CategoryRowProps) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 pr-2 hover:bg-muted/40"
      style={{ paddingLeft: `${0.5 + (filter ? 0 : category.depth) * 1.5}rem` }}
    >
      <span className="flex min-w-0 flex-1 items-center gap-2">
        {category.childCount > 0 && !filter ? (
          <button
            type="button"
            onClick={onToggle}
            className="grid size-6 shrink-0 place-items-center rounded hover:bg-accent"
            aria-label={`Show what is in ${category.name}`}
            aria-expanded={isOpen}
          >
            <ChevronRight className={cn('size-4 transition-transform', isOpen && 'rotate-90')} aria-hidden="true" />
          </button>
        ) : (
          <span className="size-6 shrink-0" />
        )}
        {category.image ? (
          <img src={category.image} alt="" className="size-8 shrink-0 rounded border bg-muted object-cover" />
        ) : (
          <span className="grid size-8 shrink-0 place-items-center rounded border bg-muted">
            <ImageOff className="size-3.5 text-muted-foreground" aria-hidden="true" />
          </span>
        )}
        <span className="min-w-0">
          <span className={cn('block truncate text-sm', category.depth === 0 ? 'font-semibold' : 'font-medium')}>
            {filter ? category.path : category.name}
          </span>
          <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            {KIND_LABELS[category.kind]}
            {category.yearFrom !== null ? <span>· {yearsLabel(category.yearFrom, category.yearTo)}</span> : null}
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
        <IconButton label={`Move ${category.name} up`} onClick={() => onReorder(-1)} disabled={first || busy}>
          <ArrowUp />
        </IconButton>
        <IconButton label={`Move ${category.name} down`} onClick={() => onReorder(1)} disabled={last || busy}>
          <ArrowDown />
        </IconButton>
        <IconButton label={`Add under ${category.name}`} onClick={() => onOpen({ kind: 'add', parent: category })}>
          <Plus />
        </IconButton>
        <IconButton label={`Edit ${category.name}`} onClick={() => onOpen({ kind: 'edit', category })}>
          <Pencil />
        </IconButton>
        <IconButton
          label={`Move ${category.name} elsewhere`}
          onClick={() => onOpen({ kind: 'move', category })}
          disabled={category.parentId === null}
        >
          <FolderInput />
        </IconButton>
        <IconButton
          label={`Delete ${category.name}`}
          onClick={() => onOpen({ kind: 'delete', category })}
          disabled={category.childCount > 0 || category.productCount > 0}
          danger
        >
          <Trash2 />
        </IconButton>
      </span>
    </li>
  );
}
