import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './product-description';

const long = 'Grippy rubber '.repeat(20).trim();

describe('ProductDescription', () => {
  it('expands with See More and collapses with See Less', () => {
    render(<ProductDescription text={long} />);
    expect(screen.queryByText(long)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See Less' }));
    expect(screen.queryByText(long)).toBeNull();
  });

  it('shows a short text whole with no button', () => {
    render(<ProductDescription text="Short and sweet." />);
    expect(screen.getByText('Short and sweet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
