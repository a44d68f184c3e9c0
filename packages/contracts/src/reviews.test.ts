import { describe, expect, it } from 'vitest';
import { adminReviewListQuery, createReviewBody, ratingField, REVIEW_MESSAGES, reviewImagesField } from './reviews';

const url = (n: number) => `/media/reviews/ab/${String(n).repeat(32).slice(0, 32)}.webp`;
const product = '00000000-0000-4000-8000-000000000001';

describe('ratingField', () => {
  it.each([
    [0, REVIEW_MESSAGES.ratingRange],
    [6, REVIEW_MESSAGES.ratingRange],
    [2.5, REVIEW_MESSAGES.ratingRange],
    ['4', REVIEW_MESSAGES.ratingRange],
    [undefined, REVIEW_MESSAGES.ratingRequired],
  ])('refuses %s', (value, message) => {
    expect(ratingField.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('takes whole stars from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map((r) => ratingField.parse(r))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('reviewImagesField', () => {
  it('takes up to five distinct uploaded photos', () => {
    expect(reviewImagesField.parse([url(1), url(2)])).toEqual([url(1), url(2)]);
    expect(reviewImagesField.safeParse([1, 2, 3, 4, 5, 6].map(url)).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.tooManyImages,
    );
    expect(reviewImagesField.safeParse([url(1), url(1)]).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.imageDuplicate,
    );
  });

  it.each(['https://evil.example/x.webp', '/media/reviews/ab/../../etc/passwd', '/media/demo/p/a.webp'])(
    'refuses %s',
    (value) => {
      expect(reviewImagesField.safeParse([value]).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.imageInvalid);
    },
  );
});

describe('createReviewBody', () => {
  it('trims the text and defaults text and photos', () => {
    expect(createReviewBody.parse({ product, rating: 5, text: '  Great  ' })).toEqual({
      product,
      rating: 5,
      text: 'Great',
      images: [],
    });
    expect(createReviewBody.safeParse({ rating: 5 }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.productRequired);
  });
});

describe('adminReviewListQuery', () => {
  it('reads the query strings the back office sends', () => {
    expect(adminReviewListQuery.parse({ rating: '4', status: 'hidden' })).toEqual({
      page: 1,
      status: 'hidden',
      rating: 4,
    });
    expect(adminReviewListQuery.safeParse({ rating: '2.5' }).success).toBe(false);
  });
});
