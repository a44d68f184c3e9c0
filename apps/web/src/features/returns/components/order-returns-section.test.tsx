import { REFUND_TO_MESSAGES, type OrderReturns } from '@store/contracts/returns';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { OrderReturnsSection } from './order-returns-section';

const fetchMock = vi.fn<typeof fetch>();
const order = {
  _id: '1f0c7d3e-9a1b-4c3d-8e5f-6a7b8c9d0e1f',
  id: 'KMH100042',
  orderStatus: 'delivered' as const,
  paymentMethod: 'online' as const,
};
const chain = '2a0c7d3e-9a1b-4c3d-8e5f-6a7b8c9d0e10';
const seat = '3b0c7d3e-9a1b-4c3d-8e5f-6a7b8c9d0e11';

const answer = (over: Partial<OrderReturns> = {}): OrderReturns => ({
  open: true,
  closesAt: '2026-12-26T04:30:00.000Z',
  lines: [
    {
      orderLineId: chain,
      name: 'Rolon Chain Kit',
      variantName: 'Default',
      image: '/a.webp',
      bought: 3,
      left: 3,
      returnable: true,
    },
    {
      orderLineId: seat,
      name: 'Custom Stitched Seat',
      variantName: 'Default',
      image: '/b.webp',
      bought: 1,
      left: 1,
      returnable: false,
    },
  ],
  returns: [],
  ...over,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

const requests = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/request_return')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('OrderReturnsSection', () => {
  it('shows nothing for an order not yet delivered', () => {
    renderWithRouter(<OrderReturnsSection order={{ ...order, orderStatus: 'shipped' }} />);
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the window closed and offers no request then', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: answer({ open: false }) }));
    renderWithRouter(<OrderReturnsSection order={order} />);
    expect(await screen.findByText('The return window closed on 26 December 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it('asks which items and why, keeps custom-made ones out, and sends the chosen quantity', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/order_returns')
        ? jsonResponse({ data: answer() })
        : jsonResponse({ message: 'Return requested', data: { number: 'RET10001' } }),
    );
    renderWithRouter(<OrderReturnsSection order={order} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items from order #KMH100042' });
    const [chainBox, seatBox] = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(seatBox!.disabled).toBe(true);
    expect(within(dialog).getByText('Custom-made or non-returnable')).toBeTruthy();

    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    send();
    expect(await within(dialog).findByText('Choose at least one item to return')).toBeTruthy();
    fireEvent.click(chainBox!);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'How many of Rolon Chain Kit' }), {
      target: { value: '2' },
    });
    send();
    expect(await within(dialog).findByText('Tell us why you are returning it')).toBeTruthy();
    expect(requests()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Why are you returning it?'), { target: { value: 'Too long' } });
    send();
    await waitFor(() =>
      expect(requests()).toEqual([
        { order_id: order._id, lines: [{ line: chain, quantity: 2 }], reason: 'Too long', images: [] },
      ]),
    );
  });

  it('asks an order paid in cash where to send the refund, checks it, and sends it as refund_to', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/order_returns')
        ? jsonResponse({ data: answer() })
        : jsonResponse({ message: 'Return requested', data: { number: 'RET10002' } }),
    );
    renderWithRouter(<OrderReturnsSection order={{ ...order, paymentMethod: 'cod' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items from order #KMH100042' });
    fireEvent.click(within(dialog).getAllByRole('checkbox')[0]!);
    fireEvent.change(within(dialog).getByLabelText('Why are you returning it?'), { target: { value: 'Too long' } });
    const refund = within(dialog).getByRole('group', { name: 'Where should we send your refund?' });
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));

    // Nothing given: the UPI ID, chosen first, is asked for.
    send();
    expect(await within(refund).findByText(REFUND_TO_MESSAGES.upi)).toBeTruthy();
    fireEvent.change(within(refund).getByLabelText('UPI ID'), { target: { value: 'anjali at okhdfc' } });
    send();
    expect(await within(refund).findByText(REFUND_TO_MESSAGES.upi)).toBeTruthy();

    // A bank account instead: every field is checked with the contract's words.
    fireEvent.click(within(refund).getByRole('radio', { name: 'Bank account' }));
    fireEvent.change(within(refund).getByLabelText('Account number'), { target: { value: '1234' } });
    fireEvent.change(within(refund).getByLabelText('IFSC'), { target: { value: 'SBIN123' } });
    send();
    expect(await within(refund).findByText(REFUND_TO_MESSAGES.accountName)).toBeTruthy();
    expect(within(refund).getByText(REFUND_TO_MESSAGES.accountNumber)).toBeTruthy();
    expect(within(refund).getByText(REFUND_TO_MESSAGES.ifsc)).toBeTruthy();
    expect(requests()).toHaveLength(0);

    fireEvent.change(within(refund).getByLabelText('Name on the account'), { target: { value: 'Anjali Nair' } });
    fireEvent.change(within(refund).getByLabelText('Account number'), { target: { value: '0012 3456 7890' } });
    fireEvent.change(within(refund).getByLabelText('IFSC'), { target: { value: 'sbin0070112' } });
    send();
    await waitFor(() =>
      expect(requests()).toEqual([
        {
          order_id: order._id,
          lines: [{ line: chain, quantity: 3 }],
          reason: 'Too long',
          images: [],
          refund_to: { kind: 'bank', account_name: 'Anjali Nair', account_number: '001234567890', ifsc: 'SBIN0070112' },
        },
      ]),
    );
  });
});
