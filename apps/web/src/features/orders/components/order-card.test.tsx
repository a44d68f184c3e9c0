import type { Order } from '@store/contracts/orders';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELIVERED_ORDER } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { OrderCard } from './order-card';

const line = (name: string, product: string, reviewed: boolean): Order['products'][number] => ({
  product,
  variant: `${product}-v`,
  name,
  variant_name: 'M',
  image: '/media/p.webp',
  quantity: 1,
  price: 250_000,
  total_price: 250_000,
  reviewed,
});

const delivered: Order = {
  ...DELIVERED_ORDER,
  products: [line('Axor Apex Helmet', 'p1', true), line('Motul Chain Lube', 'p2', false)],
};

describe('OrderCard', () => {
  it("offers 'Edit your review' for a product already reviewed and 'Add Review & Rating' for the rest", () => {
    const onReview = vi.fn();
    renderWithRouter(
      <ul>
        <OrderCard order={delivered} onReview={onReview} payAgain={() => null} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Edit your review/ }));
    expect(onReview).toHaveBeenCalledWith({ productId: 'p1', productName: 'Axor Apex Helmet' });
    expect(screen.getByRole('button', { name: /Add Review & Rating.*Motul Chain Lube/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Review & Rating.*Axor/ })).toBeNull();
  });

  it("names a line's size, never a product's only variant ('Default'), and links to the size bought", () => {
    const plain = { ...line('Motul Chain Lube', 'p2', false), variant_name: 'Default' };
    renderWithRouter(
      <ul>
        <OrderCard
          order={{ ...delivered, products: [line('Axor Apex Helmet', 'p1', true), plain] }}
          onReview={vi.fn()}
          payAgain={() => null}
        />
      </ul>,
    );
    expect(screen.getByText('M · Qty 1 × ₹2,500')).toBeTruthy();
    expect(screen.getByText('Qty 1 × ₹2,500')).toBeTruthy();
    expect(screen.queryByText(/Default/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Axor Apex Helmet' }).getAttribute('href')).toBe(
      '/product/p1?variant=p1-v',
    );
  });

  it("opens the carrier's tracking page from Track Package once shipped", () => {
    renderWithRouter(
      <ul>
        <OrderCard order={{ ...delivered, orderStatus: 'shipped' }} onReview={vi.fn()} payAgain={() => null} />
      </ul>,
    );
    const track = screen.getByRole('link', { name: 'Track Package' });
    expect(track.getAttribute('href')).toBe('https://www.delhivery.com/track-v2/package/DL1');
    expect(track.getAttribute('target')).toBe('_blank');
  });
});
