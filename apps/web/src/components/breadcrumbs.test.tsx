import { productCrumbs, productListCrumbs } from '@store/contracts/breadcrumbs';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { Breadcrumbs } from './breadcrumbs';

const trail = [
  { _id: 'c-helmets', name: 'Helmets' },
  { _id: 'c-full', name: 'Full Face' },
];

describe('Breadcrumbs', () => {
  it('is a labelled navigation with an ordered list, each step but the last a link', () => {
    renderWithRouter(<Breadcrumbs crumbs={productCrumbs({ _id: 'p1', name: 'Axor Apex Helmet' }, trail)} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).not.toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Helmets', '/products/c-helmets?brand=all&collection=all&page=1'],
      ['Full Face', '/products/c-full?brand=all&collection=all&page=1'],
    ]);
    const current = within(nav).getByText('Axor Apex Helmet');
    expect(current.tagName).toBe('SPAN');
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it("ends a list's trail with the list itself, not a link", () => {
    renderWithRouter(<Breadcrumbs crumbs={productListCrumbs('c-full', trail)} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Helmets', 'Full Face']);
    expect(within(nav).queryByRole('link', { name: 'Full Face' })).toBeNull();
    expect(within(nav).getByText('Full Face').getAttribute('aria-current')).toBe('page');
  });

  it('wraps long names rather than widening the page', () => {
    const long = { _id: 'p1', name: 'A very long product name '.repeat(6).trim() };
    renderWithRouter(<Breadcrumbs crumbs={productCrumbs(long, trail)} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')?.className).toContain('flex-wrap');
    for (const item of within(nav).getAllByRole('listitem')) expect(item.className).toContain('wrap-break-word');
  });

  it('renders on the server exactly as in the browser', () => {
    const element = <Breadcrumbs crumbs={productListCrumbs('c-full', trail, 'Axor')} />;
    const serverHtml = renderToString(<StaticRouter location="/products/c-full">{element}</StaticRouter>);
    const { container } = renderWithRouter(element, '/products/c-full');
    expect(serverHtml).toBe(container.innerHTML);
  });
});
