import { ADMIN_MESSAGES, IMAGE_MAX_BYTES, type UploadKind } from '@store/contracts/admin';
import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { useUploadImage } from '../api/upload-image';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Refuses what the server would refuse anyway, before a slow upload: wrong type or too large. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return ADMIN_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return ADMIN_MESSAGES.imageTooLarge;
  return null;
}

type ImagePickerProps = {
  kind: UploadKind;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  /** Whether the image may be removed (a category's is optional; a banner's is not). */
  optional?: boolean;
  /** The preview's shape: banners are wide, the rest square. */
  aspect?: 'square' | 'wide';
  /** A logo is shown whole in its preview; a photo fills it. */
  fit?: 'cover' | 'contain';
};

/** Uploads a picture at once (POST /admin/uploads) and keeps its URL in the form. */
export function ImagePicker({
  kind,
  label,
  value,
  onChange,
  error,
  optional,
  aspect = 'square',
  fit = 'cover',
}: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(kind);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notifyError(problem, 'Upload failed');
      return;
    }
    upload.mutate(file, { onSuccess: (res) => onChange(res.data.url) });
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div
          className={cn(
            'grid shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted',
            aspect === 'wide' ? 'h-20 w-40' : 'size-20',
            error && 'border-destructive',
          )}
        >
          {value ? (
            <img
              src={value}
              alt=""
              className={cn('size-full', fit === 'contain' ? 'bg-white object-contain p-1' : 'object-cover')}
            />
          ) : (
            <ImagePlus className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ImagePlus aria-hidden="true" />
            )}
            {upload.isPending ? 'Uploading…' : value ? 'Replace' : 'Upload'}
          </Button>
          {value && optional ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
