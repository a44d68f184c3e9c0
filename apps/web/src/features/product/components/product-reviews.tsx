import type { Review, ReviewListResponse } from '@store/contracts/catalog';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { StarRating } from '@/components/star-rating';
import { Skeleton } from '@/components/ui/skeleton';
import { ReviewLightbox } from './review-lightbox';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function Summary({ summary }: { summary: ReviewListResponse['summary'] }) {
  return (
    <div className="rounded-2xl border bg-card p-5">
      <p className="text-4xl font-extrabold tabular-nums">{summary.rating.toFixed(1)}</p>
      <StarRating rating={summary.rating} size="lg" className="mt-1" />
      <p className="mt-1 text-sm text-muted-foreground">
        Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="mt-4 space-y-1.5">
        {[5, 4, 3, 2, 1].map((star) => {
          const count = summary.stars[star - 1] ?? 0;
          const percent = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-12 shrink-0 tabular-nums">{star} star</span>
              <span
                className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
                role="img"
                aria-label={`${star} star: ${count} reviews`}
              >
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right text-muted-foreground tabular-nums">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review, onPhoto }: { review: Review; onPhoto: (images: string[], index: number) => void }) {
  return (
    <li className="border-b py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className="grid size-9 place-items-center rounded-full bg-accent font-bold text-accent-foreground uppercase"
          aria-hidden="true"
        >
          {review.user.name.slice(0, 1)}
        </span>
        <span className="font-semibold">{review.user.name}</span>
        {review.verified_purchase ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
            <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified purchase
          </span>
        ) : null}
        <time dateTime={review.createdAt} className="ml-auto text-xs text-muted-foreground">
          {dateFormat.format(new Date(review.createdAt))}
        </time>
      </div>
      <StarRating rating={review.rating} size="sm" className="mt-2" />
      <p className="mt-2 text-sm leading-relaxed">{review.description}</p>
      {review.images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => onPhoto(review.images, index)}
                aria-label={`Open photo ${index + 1} from ${review.user.name}`}
                className="block size-16 overflow-hidden rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <img
                  src={image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** User Reviews: the rating summary with a bar per star, then each review with its photos. */
export function ProductReviews({ reviews, failed }: { reviews: ReviewListResponse | undefined; failed?: boolean }) {
  const [lightbox, setLightbox] = useState<{ images: string[]; index: number } | null>(null);
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="mb-5 font-display text-2xl font-extrabold tracking-tight uppercase italic">
        User Reviews
      </h2>
      {!reviews && failed ? (
        <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">
          Reviews couldn't be loaded right now.
        </p>
      ) : !reviews ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : (
        <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
          <Summary summary={reviews.summary} />
          {reviews.data.length === 0 ? (
            <div className="grid place-items-center rounded-2xl border border-dashed p-8 text-center text-sm text-muted-foreground">
              <MessageSquare className="mb-2 size-8" aria-hidden="true" />
              No reviews yet. Riders who buy this can review it from their orders.
            </div>
          ) : (
            <ul>
              {reviews.data.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  onPhoto={(images, index) => setLightbox({ images, index })}
                />
              ))}
            </ul>
          )}
        </div>
      )}
      {lightbox ? (
        <ReviewLightbox
          images={lightbox.images}
          index={lightbox.index}
          onIndex={(index) => setLightbox({ ...lightbox, index })}
          onClose={() => setLightbox(null)}
        />
      ) : null}
    </section>
  );
}
