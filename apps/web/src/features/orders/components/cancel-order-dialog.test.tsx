import { CANCEL_MESSAGES } from '@store/contracts/cancellation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { CancelOrderButton, cancelOutcome } from './cancel-order-dialog';

const fetchMock = vi.fn<typeof fetch>();
const order = {
  _id: '1f0c7d3e-9a1b-4c3d-8e5f-6a7b8c9d0e1f',
  id: 'KMH100042',
  paymentStatus: 'paid' as const,
  totalAmount: 349_900,
  canCancel: true,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

const cancelCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/cancel_order')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('CancelOrderButton', () => {
  it('is not offered for an order that can no longer be cancelled', () => {
    renderWithRouter(<CancelOrderButton order={{ ...order, canCancel: false }} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says what happens to the money before the buyer confirms', () => {
    expect(cancelOutcome(order)).toBe('₹3,499 goes back to the way you paid, usually within 5 to 7 working days.');
    expect(cancelOutcome({ ...order, paymentStatus: 'created' })).toMatch(/nothing to refund/);
  });

  it("asks for a reason, takes the buyer's own words for Other, and sends them", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: true, message: CANCEL_MESSAGES.cancelled, data: {} }),
    );
    renderWithRouter(<CancelOrderButton order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #KMH100042?' });
    const confirm = () => fireEvent.click(dialog.querySelector('button[type="submit"]')!);

    confirm();
    expect(await screen.findByText(CANCEL_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    confirm();
    expect(await screen.findByText(CANCEL_MESSAGES.reasonRequired)).toBeTruthy();
    expect(cancelCalls()).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Tell us more' }), {
      target: { value: 'Bought it at a shop nearby' },
    });
    confirm();
    await waitFor(() => expect(cancelCalls()).toEqual([{ order_id: order._id, reason: 'Bought it at a shop nearby' }]));
  });

  it("shows the server's refusal in the dialog", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: false, message: CANCEL_MESSAGES.shipped }, 409));
    renderWithRouter(<CancelOrderButton order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('radio', { name: 'Changed my mind' }));
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(await screen.findByText(CANCEL_MESSAGES.shipped)).toBeTruthy();
    expect(cancelCalls()).toEqual([{ order_id: order._id, reason: 'Changed my mind' }]);
  });
});
