import { REVIEW_MESSAGES, REVIEW_STATUSES, REVIEWS_PAGE_SIZE, type AdminReview } from '@store/contracts/reviews';
import { BadgeCheck, Eye, EyeOff, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TD, TH, TR } from '../../components/admin-table';
import { VisibilityBadge } from '../../components/badges';
import { Select } from '../../components/fields';
import { FilterTabs } from '../../components/filter-tabs';
import { ListTable } from '../../components/list-table';
import { SearchBox } from '../../components/search-box';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatFound } from '../../lib/admin-format';
import { useListParams, type FilterSpec } from '../../lib/list-params';
import { useAdminReviews } from '../api/list-reviews';
import { useSetReviewVisible } from '../api/set-review-status';

const FILTERS: FilterSpec<'status' | 'rating' | 'search'> = {
  status: { default: 'all', values: ['all', ...REVIEW_STATUSES] },
  rating: { default: '', values: ['1', '2', '3', '4', '5'] },
  search: { default: '' },
};
const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];
const COLUMNS = 6;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={cn('size-3.5', i < rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

function VisibilityButton({ review }: { review: AdminReview }) {
  const change = useSetReviewVisible();
  const show = review.status === 'hidden';
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={change.isPending}
      onClick={() =>
        change.mutate(
          { id: review._id, visible: show },
          {
            onSuccess: (res) =>
              notifySuccess(
                `${review.product.name} is now rated ${res.summary.rating.toFixed(1)} from ${res.summary.count} reviews.`,
                show ? REVIEW_MESSAGES.shown : REVIEW_MESSAGES.hidden,
              ),
          },
        )
      }
      aria-label={`${show ? 'Show' : 'Hide'} the review by ${review.user.name} of ${review.product.name}`}
    >
      {show ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />} {show ? 'Show' : 'Hide'}
    </Button>
  );
}

/** Every review with its product and reviewer; hiding one takes it off the product page and its rating. */
export function ReviewsPage() {
  const { params, setParams, pageHref } = useListParams(FILTERS);
  const reviews = useAdminReviews({
    page: params.page,
    status: params.status,
    rating: params.rating,
    search: params.search,
  });
  const data = reviews.data;
  return (
    <AdminPage title="Reviews" description={formatFound(data?.total)}>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <FilterTabs
            label="Status"
            value={params.status}
            options={STATUS_TABS}
            onChange={(status) => setParams({ status })}
          />
          <Select
            aria-label="Rating"
            value={params.rating}
            onChange={(e) => setParams({ rating: e.target.value })}
            className="w-36"
          >
            <option value="">Any rating</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} star{n === 1 ? '' : 's'}
              </option>
            ))}
          </Select>
        </div>
        <SearchBox
          value={params.search}
          onSearch={(search) => setParams({ search }, { replace: true })}
          label="Search reviews"
          placeholder="Product, reviewer or text"
        />
      </div>
      <ListTable
        query={reviews}
        rows={data?.data}
        caption="Reviews"
        columns={COLUMNS}
        empty={
          params.search || params.rating || params.status !== 'all'
            ? 'No reviews match these filters.'
            : 'No reviews yet.'
        }
        head={
          <>
            <TH>Review</TH>
            <TH className="hidden md:table-cell">Product</TH>
            <TH className="hidden sm:table-cell">By</TH>
            <TH className="hidden lg:table-cell">Date</TH>
            <TH>Status</TH>
            <ActionsTH />
          </>
        }
        row={(review) => (
          <TR key={review._id}>
            <TD className="min-w-64 align-top">
              <Stars rating={review.rating} />
              <p className="mt-1 line-clamp-3 text-sm">{review.description}</p>
              {review.images.length > 0 ? (
                <div className="mt-2 flex gap-1.5">
                  {review.images.slice(0, 4).map((src) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt="Photo with the review" className="size-10 rounded border object-cover" />
                    </a>
                  ))}
                </div>
              ) : null}
              <p className="mt-1 text-xs text-muted-foreground md:hidden">{review.product.name}</p>
            </TD>
            <TD className="hidden min-w-44 align-top md:table-cell">
              <Link to={adminPaths.product(review.product._id)} className="line-clamp-2 font-medium hover:underline">
                {review.product.name}
              </Link>
            </TD>
            <TD className="hidden align-top sm:table-cell">
              <span className="block font-medium">{review.user.name}</span>
              <span className="block text-xs text-muted-foreground">{review.user.email}</span>
              {review.verified_purchase ? (
                <span className="mt-0.5 inline-flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
                  <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified purchase
                </span>
              ) : null}
            </TD>
            <TD className="hidden align-top whitespace-nowrap text-muted-foreground lg:table-cell">
              {formatDate(review.createdAt)}
            </TD>
            <TD className="align-top">
              <VisibilityBadge hidden={review.status !== 'visible'} />
            </TD>
            <TD className="text-right align-top">
              <VisibilityButton review={review} />
            </TD>
          </TR>
        )}
        pager={
          data && {
            page: data.page,
            pageSize: data.page_size || REVIEWS_PAGE_SIZE,
            total: data.total,
            hrefFor: pageHref,
          }
        }
      />
    </AdminPage>
  );
}
