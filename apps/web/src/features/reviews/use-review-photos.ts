import { MAX_REVIEW_IMAGES, REVIEW_MESSAGES, type OwnReview } from '@store/contracts/reviews';
import { imageAtWidth } from '@store/contracts/images';
import { useEffect, useRef, useState } from 'react';
import { uploadReviewImage } from './api/upload-review-image';
import { compressImage } from './compress-image';
import type { ReviewPhoto } from './components/photo-picker';

let photoSeq = 0;
const nextKey = () => `photo-${++photoSeq}`;

const fromExisting = (review: OwnReview | null): ReviewPhoto[] =>
  (review?.images ?? []).map((url) => ({ key: nextKey(), url, preview: imageAtWidth(url, 320), state: 'done' }));

/**
 * The review form's photos: those of the shopper's earlier review, and files chosen now (at most
 * five, images only), each compressed in the browser and uploaded one at a time with progress.
 */
export function useReviewPhotos(existing: OwnReview | null) {
  const [photos, setPhotos] = useState<ReviewPhoto[]>(() => fromExisting(existing));
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  // Previews are object URLs of the chosen files; they are freed when removed or when the form goes.
  const created = useRef(new Set<string>());
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const setPhoto = (key: string, change: Partial<ReviewPhoto>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function add(files: File[]) {
    const images = files.filter((f) => f.type.startsWith('image/'));
    const room = MAX_REVIEW_IMAGES - photos.length;
    const taken = images.slice(0, Math.max(0, room));
    const added = taken.map((file): ReviewPhoto => {
      const preview = URL.createObjectURL(file);
      created.current.add(preview);
      return { key: nextKey(), file, preview, state: 'waiting' };
    });
    setPhotos((list) => [...list, ...added]);
    setError(
      images.length < files.length
        ? REVIEW_MESSAGES.uploadType
        : images.length > taken.length
          ? REVIEW_MESSAGES.tooManyImages
          : undefined,
    );
  }

  function remove(key: string) {
    const photo = photos.find((p) => p.key === key);
    if (photo && created.current.delete(photo.preview)) URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((p) => p.key !== key));
    setError(undefined);
  }

  /** Compresses and uploads each photo not yet on the server, one at a time; answers every URL in order. */
  async function upload(): Promise<string[]> {
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
      } catch (failure) {
        setPhoto(photo.key, { state: 'failed' });
        throw failure;
      }
    }
    return urls;
  }

  return {
    photos,
    /** Why some chosen files were not taken (not images, or past the five). */
    error,
    clearError: () => setError(undefined),
    /** Photos uploaded of those that needed it, from an upload until `clearProgress` (the review saved or failed). */
    progress,
    clearProgress: () => setProgress(null),
    pendingUploads: photos.some((p) => !p.url),
    add,
    remove,
    upload,
  };
}
