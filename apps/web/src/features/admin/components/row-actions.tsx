import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type IconActionProps = Omit<ComponentProps<typeof Button>, 'variant' | 'size' | 'children'> & { 'aria-label': string };

/** The pencil at the end of a row that opens its editor. */
export function EditButton({ className, ...props }: IconActionProps) {
  return (
    <Button variant="ghost" size="icon" className={cn('size-8', className)} {...props}>
      <Pencil />
    </Button>
  );
}

/** The bin at the end of a row; it only asks, the confirm dialog deletes. */
export function DeleteButton({ className, ...props }: IconActionProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8 text-muted-foreground hover:text-destructive', className)}
      {...props}
    >
      <Trash2 />
    </Button>
  );
}
