import { imageAtWidth } from '@store/contracts/images';
import { MAX_REVIEW_IMAGES, MAX_UPLOAD_BYTES, REVIEW_MESSAGES } from '@store/contracts/reviews';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { AddPhotosTile, RemovePhotoButton } from '@/components/photo-tiles';
import { ApiError } from '@/lib/api-client';
import { uploadReturnPhoto } from '../api/upload-return-photo';

type Props = {
  urls: string[];
  onChange: (urls: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * Photos of the parts being returned (optional, up to five): each chosen photo is uploaded at
 * once through the review photos' upload, and the return carries the URLs the server answered.
 */
export function ReturnPhotosField({ urls, onChange, onBusyChange, error, disabled }: Props) {
  const [uploading, setUploading] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const room = MAX_REVIEW_IMAGES - urls.length - uploading;

  async function add(files: File[]) {
    setFailed(null);
    const chosen = files.slice(0, Math.max(0, room));
    if (files.length > chosen.length) setFailed(REVIEW_MESSAGES.tooManyImages);
    const fitting = chosen.filter((f) => f.size <= MAX_UPLOAD_BYTES);
    if (fitting.length < chosen.length) setFailed(REVIEW_MESSAGES.uploadTooLarge);
    if (fitting.length === 0) return;
    setUploading((n) => n + fitting.length);
    onBusyChange(true);
    const added: string[] = [];
    for (const file of fitting) {
      try {
        added.push((await uploadReturnPhoto(file, file.name)).data.url);
      } catch (err) {
        setFailed(err instanceof ApiError ? err.message : 'The photo could not be uploaded');
      } finally {
        setUploading((n) => n - 1);
      }
    }
    onBusyChange(false);
    onChange([...urls, ...added]);
  }

  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold">
        Photos <span className="font-normal text-muted-foreground">(optional, up to {MAX_REVIEW_IMAGES})</span>
      </p>
      <ul className="flex flex-wrap gap-2">
        {urls.map((url, index) => (
          <li key={url} className="relative size-20 overflow-hidden rounded-lg border bg-muted">
            <img src={imageAtWidth(url, 320)} alt={`Photo ${index + 1}`} className="size-full object-cover" />
            <RemovePhotoButton
              index={index}
              disabled={disabled}
              onClick={() => onChange(urls.filter((u) => u !== url))}
            />
          </li>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <li
            key={`up-${i}`}
            className="grid size-20 place-items-center rounded-lg border bg-muted"
            aria-label="Uploading photo"
          >
            <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
          </li>
        ))}
        {room > 0 ? <AddPhotosTile disabled={disabled} onFiles={(files) => void add(files)} /> : null}
      </ul>
      {error || failed ? <p className="mt-1 text-sm font-medium text-destructive">{error ?? failed}</p> : null}
    </div>
  );
}
