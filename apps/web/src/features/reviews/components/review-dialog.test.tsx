import { REVIEW_MESSAGES } from '@store/contracts/reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStoredUser } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { ReviewDialog } from './review-dialog';

const productId = '00000000-0000-4000-8000-0000000000aa';
const uploadedUrl = (n: number) => `/media/reviews/ab/${String(n).repeat(32)}.webp`;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let uploads = 0;

function reply(url: string, init?: RequestInit, mine: unknown = null) {
  if (url.startsWith('/api/find_my_review')) {
    return jsonResponse({ error: false, status: 200, message: 'Your review', data: mine });
  }
  if (url === '/api/image_upload') {
    uploads += 1;
    return jsonResponse({
      error: false,
      status: 200,
      message: 'Photo uploaded',
      data: { url: uploadedUrl(uploads), width: 800, height: 600 },
    });
  }
  if (url === '/api/create_review_rating') {
    const body = JSON.parse(String(init?.body)) as { rating: number; text: string; images: string[] };
    return jsonResponse({
      error: false,
      status: 200,
      message: REVIEW_MESSAGES.saved,
      data: {
        _id: 'r1',
        product: productId,
        rating: body.rating,
        description: body.text,
        images: body.images,
        user: { name: 'Asha' },
        verified_purchase: true,
        status: 'visible',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      },
      edited: false,
      summary: { rating: body.rating, count: 1 },
    });
  }
  throw new Error(`unexpected call ${url}`);
}

beforeEach(() => {
  uploads = 0;
  saveStoredUser({ token: 't', name: 'Asha' });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => reply(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  let n = 0;
  // jsdom has no object URLs; previews only need a distinct string each.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => `blob:preview-${++n}`;
      static override revokeObjectURL = vi.fn();
    },
  );
});

function open(props: { onSaved?: () => void; onOpenChange?: (open: boolean) => void } = {}) {
  return renderWithRouter(
    <>
      <Toaster />
      <ReviewDialog
        productId={productId}
        productName="Rynox Storm Gloves"
        open
        onOpenChange={props.onOpenChange ?? (() => {})}
        onSaved={props.onSaved}
      />
    </>,
  );
}

const jpeg = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('ReviewDialog', () => {
  it('asks for a rating before sending anything', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.ratingRequired)).toBeTruthy();
    expect(calls('/api/create_review_rating')).toHaveLength(0);
  });

  it('uploads each photo, then posts the review with their URLs', async () => {
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    open({ onSaved, onOpenChange });
    const dialog = await screen.findByRole('dialog', { hidden: true, name: 'Add Review & Rating' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '4 stars', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/Your review/), { target: { value: 'Warm and grippy.' } });
    fireEvent.change(within(dialog).getByLabelText('Add photos'), {
      target: { files: [jpeg('a.jpg'), jpeg('b.jpg')] },
    });
    expect(within(dialog).getAllByRole('img', { hidden: true, name: /ready to upload/ })).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review', hidden: true }));
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeTruthy();
    const sent = calls('/api/image_upload');
    expect(sent).toHaveLength(2);
    const form = sent[0]![1]?.body as FormData;
    expect(form.get('file')).toBeInstanceOf(Blob);
    const [, init] = calls('/api/create_review_rating')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      product: productId,
      rating: 4,
      text: 'Warm and grippy.',
      images: [uploadedUrl(1), uploadedUrl(2)],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('keeps at most five photos and says so', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(await within(dialog).findByLabelText('Add photos'), {
      target: { files: [1, 2, 3, 4, 5, 6].map((n) => jpeg(`${n}.jpg`)) },
    });
    expect(within(dialog).getAllByRole('img', { hidden: true, name: /^Photo \d/ })).toHaveLength(5);
    expect(within(dialog).getByText(REVIEW_MESSAGES.tooManyImages)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Add photos')).toBeNull();
  });

  it('shows an upload refusal and does not post the review', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/image_upload'
        ? jsonResponse({ error: true, status: 415, message: REVIEW_MESSAGES.uploadType, data: null }, 415)
        : reply(String(input), init),
    );
    open();
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '5 stars', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText('Add photos'), { target: { files: [jpeg('a.jpg')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review', hidden: true }));
    expect(await screen.findByText(REVIEW_MESSAGES.uploadFailedTitle)).toBeTruthy();
    expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toBe(REVIEW_MESSAGES.uploadType);
    expect(within(dialog).getByRole('img', { hidden: true, name: 'Photo 1, upload failed' })).toBeTruthy();
    expect(calls('/api/create_review_rating')).toHaveLength(0);
  });

  it('fills in the review the shopper wrote before, to edit it', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      reply(String(input), init, {
        _id: 'r1',
        product: productId,
        rating: 3,
        description: 'Seams came loose.',
        images: [uploadedUrl(7)],
        user: { name: 'Asha' },
        verified_purchase: true,
        status: 'visible',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
      }),
    );
    open();
    const dialog = await screen.findByRole('dialog', { hidden: true, name: 'Edit your review' });
    expect(await within(dialog).findByRole('radio', { name: '3 stars', hidden: true })).toHaveProperty('checked', true);
    expect(within(dialog).getByDisplayValue('Seams came loose.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Review', hidden: true }));
    await waitFor(() => expect(calls('/api/create_review_rating')).toHaveLength(1));
    expect(calls('/api/image_upload')).toHaveLength(0);
    expect(JSON.parse(String(calls('/api/create_review_rating')[0]![1]?.body))).toMatchObject({
      rating: 3,
      images: [uploadedUrl(7)],
    });
  });
});
