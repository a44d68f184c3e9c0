import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs transition-[border-color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50 aria-invalid:border-destructive';

/** The label, the control, then a hint or the error, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Gets the id and the describedby to put on its control. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': note ? noteId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {note ? (
        <p id={noteId} className={cn('text-xs', error ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  inputClassName,
  ...props
}: Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  inputClassName?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...props} className={cn('aria-invalid:border-destructive', inputClassName)} />}
    </Field>
  );
}

/** A model year: four digits, typed with the number keyboard on a phone. */
export function YearField(props: Omit<ComponentProps<typeof TextField>, 'inputMode' | 'maxLength'>) {
  return <TextField inputMode="numeric" maxLength={4} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-24 py-2', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-10 pr-8', className)} {...props} />;
}

/** A ₹ amount: text with a rupee sign in front, typed freely and read by parseRupees. */
export function RupeeInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <span
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-sm text-muted-foreground"
        aria-hidden="true"
      >
        ₹
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="pl-6 tabular-nums aria-invalid:border-destructive"
        {...props}
      />
    </div>
  );
}

/** A switch-looking checkbox with its label, for on/off settings (hidden, active). */
export function Toggle({
  checked,
  onChange,
  label,
  description,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? `${id}-d` : undefined}
        className="peer relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors outline-none before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-background before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
      <label htmlFor={id} className="cursor-pointer text-sm">
        <span className="font-medium">{label}</span>
        {description ? (
          <span id={`${id}-d`} className="block text-xs text-muted-foreground">
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}

type ValueFieldProps = { value: string; onChange: (value: string) => void; error?: string };

/** The name of a brand, collection or category; first in its dialog, so it takes the focus. */
export function NameField({ value, onChange, error }: ValueFieldProps) {
  return (
    <TextField
      label="Name"
      value={value}
      maxLength={80}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus
    />
  );
}

/** The address part; left empty, the server makes it from the name. */
export function SlugField({ value, onChange, error }: ValueFieldProps) {
  return (
    <TextField
      label="Slug"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      placeholder="Made from the name"
      inputClassName="font-mono"
    />
  );
}

/** A place in a store list, typed as text so it can be left empty (last). */
export function PositionField({ value, onChange, error, hint }: ValueFieldProps & { hint: ReactNode }) {
  return (
    <TextField
      label="Position"
      type="number"
      min={0}
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
    />
  );
}
