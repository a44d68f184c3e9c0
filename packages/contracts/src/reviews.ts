import { z } from 'zod';
import { pageSchema, reviewSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { idSchema, INVALID_ID_MESSAGE } from './ids';

/* ---------- limits (docs/decisions/012 and 037) ---------- */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 2000;
export const MAX_REVIEW_IMAGES = 5;
/** Largest photo the server takes, after the browser has compressed it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Most pixels (width × height) of a photo: enough for any phone camera, too few to exhaust memory. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Photos one shopper may upload an hour, failed attempts included. */
export const UPLOADS_PER_HOUR = 30;
/** Reviews one shopper may write or edit an hour. */
export const REVIEW_WRITES_PER_HOUR = 20;
/** The widths every uploaded photo is stored at; the largest is the URL, the others sit beside it. */
export const UPLOAD_WIDTHS = [320, 800, 1600] as const;
/** What the browser aims for before uploading (docs/product.md, Validation rules). */
export const REVIEW_IMAGE_TARGET_BYTES = 500 * 1024;
export const REVIEW_IMAGE_QUALITY = 0.8;
/** Reviews per page on the product page and in the back office. */
export const REVIEWS_PAGE_SIZE = 20;

/** Every message the review form, the upload and the back office show, written once. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating',
  ratingRange: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  textTooLong: `Your review must be at most ${REVIEW_TEXT_MAX} characters`,
  tooManyImages: `You can add up to ${MAX_REVIEW_IMAGES} photos`,
  imageInvalid: 'This photo was not uploaded here',
  imageDuplicate: 'Each photo can be added only once',
  imageNotYours: 'Photos must be ones you uploaded',
  productRequired: 'Product is required',
  notDelivered: 'You can review a product after it has been delivered to you',
  saved: 'Thank you! Your review has been posted',
  updated: 'Your review has been updated',
  fetched: 'Reviews fetched',
  mineFetched: 'Your review',
  reviewFailedTitle: 'Review Failed',
  tooManyReviews: 'Too many reviews in a short time. Please try again later',
  // Uploads.
  uploadRequired: 'Choose a photo to upload',
  uploadNotMultipart: 'Send the photo as form data in the field "file"',
  uploadTooLarge: `Photos must be ${MAX_UPLOAD_BYTES / 1024 / 1024} MB or smaller`,
  uploadType: 'Only JPEG, PNG and WebP photos can be uploaded',
  uploadTooManyPixels: `Photos must be at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`,
  uploadUnreadable: 'This photo could not be read. Please choose another',
  tooManyUploads: 'Too many photos uploaded. Please try again in an hour',
  uploaded: 'Photo uploaded',
  uploadFailedTitle: 'Upload Failed',
  // Back office.
  reviewNotFound: 'Review not found',
  hidden: 'Review hidden',
  shown: 'Review shown',
  adminListed: 'Reviews fetched',
} as const;

/** Where uploaded review photos live: `/media/reviews/<2 hex>/<32 hex>.webp`. */
export const UPLOAD_URL_PATTERN = /^\/media\/reviews\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

/* ---------- fields ---------- */

/** A whole number of stars from 1 to 5: 0, 6 and 2.5 are refused. */
export const ratingField = z
  .number({
    error: (issue) => (issue.input === undefined ? REVIEW_MESSAGES.ratingRequired : REVIEW_MESSAGES.ratingRange),
  })
  .int({ error: REVIEW_MESSAGES.ratingRange })
  .min(RATING_MIN, { error: REVIEW_MESSAGES.ratingRange })
  .max(RATING_MAX, { error: REVIEW_MESSAGES.ratingRange });

export const reviewTextField = z
  .string({ error: 'Review text must be text' })
  .trim()
  .max(REVIEW_TEXT_MAX, { error: REVIEW_MESSAGES.textTooLong })
  .default('');

/** Up to five distinct photo URLs answered by /image_upload. */
export const reviewImagesField = z
  .array(z.string().regex(UPLOAD_URL_PATTERN, { error: REVIEW_MESSAGES.imageInvalid }), {
    error: REVIEW_MESSAGES.imageInvalid,
  })
  .max(MAX_REVIEW_IMAGES, { error: REVIEW_MESSAGES.tooManyImages })
  .refine((urls) => new Set(urls).size === urls.length, { error: REVIEW_MESSAGES.imageDuplicate })
  .default([]);

/* ---------- calls ---------- */

/** POST /create_review_rating: writes the shopper's review of a delivered product, or edits it. */
export const createReviewBody = z.object({
  product: z.uuid({
    error: (issue) => (issue.input === undefined ? REVIEW_MESSAGES.productRequired : INVALID_ID_MESSAGE),
  }),
  rating: ratingField,
  text: reviewTextField,
  images: reviewImagesField,
});
export type CreateReviewInput = z.input<typeof createReviewBody>;

/** The shopper's own review, as they wrote it; `status` says whether the shop has hidden it. */
export const ownReviewSchema = reviewSchema.extend({
  product: z.string(),
  status: z.enum(['visible', 'hidden']),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const createReviewResponse = envelopeSchema(ownReviewSchema, {
  /** True when this call edited an earlier review instead of writing a new one. */
  edited: z.boolean(),
  /** The product's rating after the change. */
  summary: z.object({ rating: z.number(), count: z.number().int() }),
});
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;

/** GET /find_my_review?id=: the signed-in shopper's review of a product, or null. */
export const myReviewResponse = envelopeSchema(ownReviewSchema.nullable());
export type MyReviewResponse = z.infer<typeof myReviewResponse>;

/** POST /image_upload answers the URL of the largest stored width and the photo's size. */
export const uploadSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Upload = z.infer<typeof uploadSchema>;
export const uploadResponse = envelopeSchema(uploadSchema);

/* ---------- back office ---------- */

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const adminReviewListQuery = z.object({
  page: pageSchema.default(1),
  status: z.enum([...REVIEW_STATUSES, 'all'], { error: 'Status must be visible, hidden or all' }).default('all'),
  rating: z.coerce.number({ error: REVIEW_MESSAGES.ratingRange }).pipe(ratingField).optional(),
  search: z.string().trim().max(100, { error: 'Search text must be at most 100 characters' }).optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuery>;

/** A review as the back office sees it: with the product and the reviewer's account. */
export const adminReviewSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string() }),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  rating: z.number().int(),
  description: z.string(),
  images: z.array(z.string()),
  status: z.enum(REVIEW_STATUSES),
  verified_purchase: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListResponse = envelopeSchema(z.array(adminReviewSchema), {
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponse>;

export const adminReviewParams = z.object({ id: idSchema });

export const adminReviewResponse = envelopeSchema(adminReviewSchema, {
  summary: z.object({ rating: z.number(), count: z.number().int() }),
});
export type AdminReviewResponse = z.infer<typeof adminReviewResponse>;
