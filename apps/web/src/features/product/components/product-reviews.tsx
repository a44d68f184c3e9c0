import type { Review, ReviewListResponse } from '@store/contracts/catalog';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { imageAtWidth } from '@store/contracts/images';
import { starBars } from './rating-summary';
import { ReviewLightbox } from './review-lightbox';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function Summary({ summary }: { summary: ReviewListResponse['summary'] }) {
  return (
    <div className="h-fit rounded-2xl border bg-card p-5">
      <p className="text-4xl font-extrabold tabular-nums">{summary.rating.toFixed(1)}</p>
      <StarRating rating={summary.rating} size="lg" className="mt-1" />
      <p className="mt-1 text-sm text-muted-foreground">
        Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="mt-4 space-y-1.5">
        {starBars(summary.stars).map(({ star, count, percent }) => (
          <li key={star} className="flex items-center gap-2 text-sm">
            <span className="w-12 shrink-0 tabular-nums">{star} star</span>
            <span
              className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
              role="img"
              aria-label={`${star} star: ${count} ${count === 1 ? 'review' : 'reviews'}`}
            >
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
            </span>
            <span className="w-8 shrink-0 text-right text-muted-foreground tabular-nums">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoReviews() {
  return (
    <div className="grid place-items-center rounded-2xl border border-dashed p-8 text-center text-sm text-muted-foreground">
      <MessageSquare className="mb-2 size-8" aria-hidden="true" />
      No reviews yet. Riders who buy this can review it from their orders.
    </div>
  );
}

function ReviewItem({ review, onPhoto }: { review: Review; onPhoto: (images: string[], index: number) => void }) {
  return (
    <li className="border-b py-5 first:pt-0 last:border-b-0">
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
      {review.description ? (
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line">{review.description}</p>
      ) : null}
      {review.images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => onPhoto(review.images, index)}
                aria-label={`Open photo ${index + 1} from ${review.user.name}`}
                className="block size-16 overflow-hidden rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring sm:size-20"
              >
                {/* Uploaded photos are stored at 320 px beside the full size (docs/decisions/012). */}
                <img
                  src={imageAtWidth(image, 320)}
                  alt=""
                  width={80}
                  height={80}
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

type ReviewsQuery = UseInfiniteQueryResult<InfiniteData<ReviewListResponse>, Error>;

/** User Reviews: the rating summary with a bar per star, then the reviews with their photos, a page at a time. */
export function ProductReviews({ reviews }: { reviews: ReviewsQuery }) {
  const [lightbox, setLightbox] = useState<{ images: string[]; index: number } | null>(null);
  const pages = reviews.data?.pages ?? [];
  const first = pages[0];
  const list = pages.flatMap((p) => p.data);
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="mb-5 font-display text-2xl font-extrabold tracking-tight uppercase italic">
        User Reviews
      </h2>
      {!first && reviews.isError ? (
        <p className="rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">
          Reviews couldn't be loaded right now.
        </p>
      ) : !first ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : list.length === 0 && first.summary.count === 0 ? (
        // No 0.0 and empty stars for a product nobody has reviewed yet.
        <NoReviews />
      ) : (
        <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
          <Summary summary={pages.at(-1)?.summary ?? first.summary} />
          {list.length === 0 ? (
            <NoReviews />
          ) : (
            <div>
              <ul>
                {list.map((review) => (
                  <ReviewItem
                    key={review._id}
                    review={review}
                    onPhoto={(images, index) => setLightbox({ images, index })}
                  />
                ))}
              </ul>
              {reviews.hasNextPage ? (
                <Button
                  variant="outline"
                  className="mt-2 w-full sm:w-auto"
                  disabled={reviews.isFetchingNextPage}
                  onClick={() => void reviews.fetchNextPage()}
                >
                  {reviews.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
                </Button>
              ) : null}
            </div>
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
