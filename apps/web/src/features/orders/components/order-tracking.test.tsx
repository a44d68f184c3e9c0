import type { Order } from '@store/contracts/orders';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELIVERED_ORDER } from '@/test/fixtures';
import { OrderTracking } from './order-tracking';

const shipped: Order = {
  ...DELIVERED_ORDER,
  orderStatus: 'shipped',
  trackingNumber: '19041424751540',
  carrier: 'Delhivery Surface',
  trackingUrl: 'https://shiprocket.co/tracking/19041424751540',
};

describe('the tracking of an order', () => {
  it("says where the parcel is, as the courier last said, in India's time", () => {
    render(
      <OrderTracking
        order={{
          ...shipped,
          courierStatus: { label: 'Out for delivery', location: 'Kochi', at: '2026-12-03T02:40:00.000Z' },
        }}
      />,
    );
    const status = screen.getByTestId('courier-status');
    expect(status.textContent).toContain('Out for delivery');
    expect(status.textContent).toContain('Kochi');
    expect(status.textContent).toMatch(/3 Dec(,| at) 8:10\s?am/i);
    expect(screen.getByTestId('tracking-number').textContent).toBe('19041424751540');
  });

  it('says nothing of the courier before its first news, or once the order is cancelled', () => {
    const { rerender } = render(<OrderTracking order={{ ...shipped, courierStatus: null }} />);
    expect(screen.queryByTestId('courier-status')).toBeNull();
    rerender(
      <OrderTracking
        order={{
          ...shipped,
          orderStatus: 'cancelled',
          courierStatus: { label: 'Returned to the shop', location: '', at: '2026-12-07T09:30:00.000Z' },
        }}
      />,
    );
    expect(screen.queryByTestId('courier-status')).toBeNull();
  });
});
