import {
  MAX_REVIEW_IMAGES,
  ratingField,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  type OwnReview,
} from '@store/contracts/reviews';
import { EyeOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { imageAtWidth } from '@store/contracts/images';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateReview } from '../api/create-review';
import { useMyReview } from '../api/find-my-review';
import { uploadReviewImage } from '../api/upload-review-image';
import { compressImage } from '../compress-image';
import { PhotoPicker, type ReviewPhoto } from './photo-picker';
import { StarInput } from './star-input';

export type ReviewDialogProps = {
  productId: string;
  productName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called after the review was saved and the dialog closed. */
  onSaved?(): void;
};

/**
 * 'Add Review & Rating' for a delivered product: stars, text and up to five photos, compressed
 * in the browser and uploaded one by one with progress. A shopper who reviewed the product before
 * finds their review filled in; saving edits it.
 */
export function ReviewDialog({ productId, productName, open, onOpenChange, onSaved }: ReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  const mine = useMyReview(productId, open);
  const existing = mine.data?.data ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      dismissible={!busy}
      title={existing ? 'Edit your review' : 'Add Review & Rating'}
      description={productName}
      className="w-[min(34rem,calc(100vw-2rem))]"
    >
      {mine.isPending && mine.fetchStatus !== 'idle' ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your review">
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-28" />
          <Skeleton className="size-20" />
        </div>
      ) : (
        <ReviewForm
          key={existing?.updatedAt ?? 'new'}
          productId={productId}
          existing={existing}
          onBusyChange={setBusy}
          onCancel={() => onOpenChange(false)}
          onSaved={() => {
            onOpenChange(false);
            onSaved?.();
          }}
        />
      )}
    </Dialog>
  );
}

type ReviewFormProps = {
  productId: string;
  existing: OwnReview | null;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
};

let photoSeq = 0;
const nextKey = () => `photo-${++photoSeq}`;

const fromExisting = (review: OwnReview | null): ReviewPhoto[] =>
  (review?.images ?? []).map((url) => ({ key: nextKey(), url, preview: imageAtWidth(url, 320), state: 'done' }));

function ReviewForm({ productId, existing, onBusyChange, onCancel, onSaved }: ReviewFormProps) {
  const textId = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [text, setText] = useState(existing?.description ?? '');
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() => fromExisting(existing));
  const [errors, setErrors] = useState<{ rating?: string; photos?: string; form?: string }>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [stage, setStage] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const create = useCreateReview(productId);
  const busy = stage !== 'idle';

  // Previews are object URLs of the chosen files; they are freed when removed or when the form goes.
  const created = useRef(new Set<string>());
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const setPhoto = (key: string, change: Partial<ReviewPhoto>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function addPhotos(files: File[]) {
    const images = files.filter((f) => f.type.startsWith('image/'));
    const room = MAX_REVIEW_IMAGES - photos.length;
    const taken = images.slice(0, Math.max(0, room));
    const added = taken.map((file): ReviewPhoto => {
      const preview = URL.createObjectURL(file);
      created.current.add(preview);
      return { key: nextKey(), file, preview, state: 'waiting' };
    });
    setPhotos((list) => [...list, ...added]);
    setErrors((e) => ({
      ...e,
      photos:
        images.length < files.length
          ? REVIEW_MESSAGES.uploadType
          : images.length > taken.length
            ? REVIEW_MESSAGES.tooManyImages
            : undefined,
    }));
  }

  function removePhoto(key: string) {
    const photo = photos.find((p) => p.key === key);
    if (photo && created.current.delete(photo.preview)) URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((p) => p.key !== key));
    setErrors((e) => ({ ...e, photos: undefined }));
  }

  /** Compresses and uploads each photo not yet on the server, one at a time; answers every URL in order. */
  async function uploadPhotos(): Promise<string[]> {
    const pending = photos.filter((p) => !p.url);
    let done = 0;
    setProgress({ done, total: pending.length });
    const urls: string[] = [];
    for (const photo of photos) {
      if (photo.url) {
        urls.push(photo.url);
        continue;
      }
      try {
        setPhoto(photo.key, { state: 'compressing' });
        const ready = await compressImage(photo.file as File);
        setPhoto(photo.key, { state: 'uploading' });
        const uploaded = await uploadReviewImage(ready, `review-${done + 1}.jpg`);
        setPhoto(photo.key, { state: 'done', url: uploaded.data.url });
        urls.push(uploaded.data.url);
        setProgress({ done: ++done, total: pending.length });
      } catch (error) {
        setPhoto(photo.key, { state: 'failed' });
        throw error;
      }
    }
    return urls;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ratingField.safeParse(rating || undefined);
    if (!checked.success) {
      setErrors({ rating: checked.error.issues[0]?.message ?? REVIEW_MESSAGES.ratingRequired });
      return;
    }
    setErrors({});
    onBusyChange(true);
    let step: 'uploading' | 'saving' = photos.some((p) => !p.url) ? 'uploading' : 'saving';
    setStage(step);
    try {
      const images = await uploadPhotos();
      step = 'saving';
      setStage(step);
      const saved = await create.mutateAsync({ product: productId, rating: checked.data, text, images });
      notifySuccess(saved.message);
      onSaved();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : REVIEW_MESSAGES.uploadUnreadable;
      // A failed save is announced by the mutation itself ('Review Failed'); a failed photo here.
      if (step === 'uploading') notifyError(message, REVIEW_MESSAGES.uploadFailedTitle);
      const ratingError = error instanceof ApiError ? error.fieldErrors.find((f) => f.path === 'rating') : undefined;
      setErrors(ratingError ? { rating: ratingError.message } : { form: message });
    } finally {
      setStage('idle');
      setProgress(null);
      onBusyChange(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {existing?.status === 'hidden' ? (
        <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The shop has hidden this review from the product page. You can still edit it.
        </p>
      ) : null}
      <StarInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
        disabled={busy}
      />
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor={textId} className="text-sm font-semibold">
            Your review <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {text.length}/{REVIEW_TEXT_MAX}
          </span>
        </div>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          disabled={busy}
          placeholder="How does it fit and perform on your bike?"
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50"
        />
      </div>
      <PhotoPicker photos={photos} onAdd={addPhotos} onRemove={removePhoto} error={errors.photos} disabled={busy} />
      {progress && progress.total > 0 ? (
        <div role="status" className="space-y-1 text-sm">
          <p>
            {progress.done < progress.total
              ? `Uploading photo ${progress.done + 1} of ${progress.total}…`
              : `${progress.total} ${progress.total === 1 ? 'photo' : 'photos'} uploaded`}
          </p>
          <progress
            value={progress.done}
            max={progress.total}
            aria-label="Photo upload progress"
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          />
        </div>
      ) : null}
      <FormAlert message={errors.form} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {stage === 'uploading'
            ? 'Uploading photos...'
            : stage === 'saving'
              ? 'Saving...'
              : existing
                ? 'Update Review'
                : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
