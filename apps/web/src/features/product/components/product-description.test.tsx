import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionPreview, ProductDescription } from './product-description';

const long = 'Grippy rubber '.repeat(20).trim();

describe('descriptionPreview', () => {
  it('leaves a text of 150 characters or fewer alone', () => {
    expect(descriptionPreview('x'.repeat(150))).toBeNull();
  });

  it('cuts a longer text at a word within 150 characters', () => {
    const preview = descriptionPreview(long) ?? '';
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview.slice(0, -1).endsWith(' ')).toBe(false);
  });
});

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
