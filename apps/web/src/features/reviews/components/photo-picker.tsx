import { MAX_REVIEW_IMAGES } from '@store/contracts/reviews';
import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { AddPhotosTile, RemovePhotoButton } from '@/components/photo-tiles';

/** A photo in the review form: a file still to upload, or a URL already on the server. */
export type ReviewPhoto = {
  key: string;
  preview: string;
  file?: File;
  url?: string;
  state: 'waiting' | 'compressing' | 'uploading' | 'done' | 'failed';
};

type PhotoPickerProps = {
  photos: ReviewPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  error?: string;
  disabled?: boolean;
};

const stateLabel: Record<ReviewPhoto['state'], string> = {
  waiting: 'ready to upload',
  compressing: 'preparing',
  uploading: 'uploading',
  done: 'uploaded',
  failed: 'upload failed',
};

/** Up to five photos with previews, each showing whether it is waiting, uploading or uploaded. */
export function PhotoPicker({ photos, onAdd, onRemove, error, disabled }: PhotoPickerProps) {
  const full = photos.length >= MAX_REVIEW_IMAGES;
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold">
        Photos <span className="font-normal text-muted-foreground">(optional, up to {MAX_REVIEW_IMAGES})</span>
      </p>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.key} className="relative size-20 overflow-hidden rounded-lg border bg-muted">
            <img
              src={photo.preview}
              alt={`Photo ${index + 1}, ${stateLabel[photo.state]}`}
              className="size-full object-cover"
            />
            {photo.state === 'compressing' || photo.state === 'uploading' ? (
              <span className="absolute inset-0 grid place-items-center bg-black/45 text-white">
                <Loader2 className="size-6 animate-spin" aria-hidden="true" />
              </span>
            ) : photo.state === 'done' && photo.file ? (
              <span className="absolute bottom-1 left-1 grid size-5 place-items-center rounded-full bg-success text-white">
                <Check className="size-3.5" aria-hidden="true" />
              </span>
            ) : photo.state === 'failed' ? (
              <span className="absolute inset-0 grid place-items-center bg-destructive/60 text-white">
                <AlertCircle className="size-6" aria-hidden="true" />
              </span>
            ) : null}
            <RemovePhotoButton index={index} disabled={disabled} onClick={() => onRemove(photo.key)} />
          </li>
        ))}
        {full ? null : <AddPhotosTile disabled={disabled} onFiles={onAdd} />}
      </ul>
      {error ? <p className="mt-1 text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
