import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the rounded discount, the selling price and the struck-through MRP', async () => {
    // (2,999 - 1,999) / 2,999 = 33.3% -> 33% off
    const product = makeProduct({ name: 'Studds Ninja Helmet', price: 299_900, discount_price: 199_900 });
    renderWithRouter(<ProductCard product={product} />);

    expect(await screen.findByText('33% off')).toBeTruthy();
    expect(screen.getByText('₹1,999')).toBeTruthy();
    expect(screen.getByText('₹2,999').closest('s')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Studds Ninja Helmet' }).getAttribute('href')).toBe(
      `/product/${product._id}`,
    );
  });

  it('shows no badge and no MRP when there is no saving', async () => {
    renderWithRouter(<ProductCard product={makeProduct({ price: 50_000, discount_price: 50_000 })} />);

    await screen.findByText('₹500');
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows the rating and the review count once the product has reviews, and nothing before', async () => {
    const { unmount } = renderWithRouter(<ProductCard product={makeProduct({ rating: 4.5, reviewCount: 12 })} />);
    expect(await screen.findByText('4.5')).toBeTruthy();
    expect(screen.getByText('(12)')).toBeTruthy();
    expect(document.querySelector('article .lucide-star')).not.toBeNull();
    unmount();

    renderWithRouter(<ProductCard product={makeProduct({ rating: 0, reviewCount: 0 })} />);
    await screen.findByRole('link');
    // No 0.0 and no empty stars: an unreviewed product is not a badly rated one.
    expect(screen.queryByText('0.0')).toBeNull();
    expect(screen.queryByText('(0)')).toBeNull();
    expect(document.querySelector('article .lucide-star')).toBeNull();
  });

  it("overlays 'Out of Stock' when the quantity is 0, and not otherwise", async () => {
    const { unmount } = renderWithRouter(<ProductCard product={makeProduct({ quantity: 0 })} />);
    expect(await screen.findByText('Out of Stock')).toBeTruthy();
    unmount();

    renderWithRouter(<ProductCard product={makeProduct({ quantity: 3 })} />);
    await screen.findByRole('link');
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it('uses the deal price in place of the selling price and loads the 400 px image lazily', async () => {
    const product = makeProduct({ price: 100_000, discount_price: 90_000, front_image: '/media/demo/p/chain.webp' });
    renderWithRouter(<ProductCard product={product} priceOverride={60_000} />);

    expect(await screen.findByText('40% off')).toBeTruthy();
    expect(screen.getByText('₹600')).toBeTruthy();
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/demo/p/chain-w400.webp');
    expect(img?.getAttribute('srcset')).toContain('/media/demo/p/chain-w400.webp 400w');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('height')).toBe('400');
  });
});
