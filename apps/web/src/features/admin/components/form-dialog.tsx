import type { ReactNode } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  /** Open unless told otherwise: most dialogs are mounted only while they show. */
  open?: boolean;
  onClose: () => void;
  /** While the save runs the dialog cannot be dismissed and both buttons are disabled. */
  busy: boolean;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: ReactNode;
  busyLabel?: ReactNode;
  children: ReactNode;
};

/**
 * A back-office form in a dialog: the form-wide error on top, the fields, then Cancel and the
 * submit button. Validation is the form's own (zod), so the browser's is switched off.
 */
export function FormDialog({
  title,
  description,
  className,
  open = true,
  onClose,
  busy,
  formError,
  onSubmit,
  submitLabel,
  busyLabel = 'Saving…',
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      dismissible={!busy}
      title={title}
      description={description}
      className={className}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormAlert message={formError} />
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
