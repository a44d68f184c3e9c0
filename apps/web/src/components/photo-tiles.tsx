import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The 'Add photos' tile of a photo field: a dashed square that opens the file chooser. */
export function AddPhotosTile({ disabled, onFiles }: { disabled?: boolean; onFiles: (files: File[]) => void }) {
  const inputId = useId();
  return (
    <li>
      <label
        htmlFor={inputId}
        className={cn(
          'grid size-20 cursor-pointer place-items-center rounded-lg border-2 border-dashed text-center text-xs font-medium text-muted-foreground hover:border-primary/60 hover:text-foreground',
          'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        <span className="grid justify-items-center gap-1">
          <ImagePlus className="size-5" aria-hidden="true" />
          Add photos
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Cleared so choosing the same photo again still fires a change.
            event.currentTarget.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </label>
    </li>
  );
}

/** The small × in a photo tile's corner, hidden while the form is busy. */
export function RemovePhotoButton({
  index,
  disabled,
  onClick,
}: {
  index: number;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={`Remove photo ${index + 1}`}
      className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-black/65 text-white hover:bg-black/85 disabled:hidden"
    >
      <X className="size-3.5" aria-hidden="true" />
    </button>
  );
}
