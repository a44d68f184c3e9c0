import { ratingField, REVIEW_MESSAGES, REVIEW_TEXT_MAX, type OwnReview } from '@store/contracts/reviews';
import { EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateReview } from '../api/create-review';
import { useReviewPhotos } from '../use-review-photos';
import { PhotoPicker } from './photo-picker';
import { StarInput } from './star-input';

type ReviewFormProps = {
  productId: string;
  existing: OwnReview | null;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
};

/** The review's stars, text and photos; saving uploads the new photos first, then writes the review. */
export function ReviewForm({ productId, existing, onBusyChange, onCancel, onSaved }: ReviewFormProps) {
  const textId = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [text, setText] = useState(existing?.description ?? '');
  const photos = useReviewPhotos(existing);
  const [errors, setErrors] = useState<{ rating?: string; form?: string }>({});
  const [stage, setStage] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const create = useCreateReview(productId);
  const busy = stage !== 'idle';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ratingField.safeParse(rating || undefined);
    if (!checked.success) {
      setErrors({ rating: checked.error.issues[0]?.message ?? REVIEW_MESSAGES.ratingRequired });
      photos.clearError();
      return;
    }
    setErrors({});
    photos.clearError();
    onBusyChange(true);
    let step: 'uploading' | 'saving' = photos.pendingUploads ? 'uploading' : 'saving';
    setStage(step);
    try {
      const images = await photos.upload();
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
      photos.clearError();
    } finally {
      setStage('idle');
      photos.clearProgress();
      onBusyChange(false);
    }
  }

  const { progress } = photos;
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
      <PhotoPicker
        photos={photos.photos}
        onAdd={photos.add}
        onRemove={photos.remove}
        error={photos.error}
        disabled={busy}
      />
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
