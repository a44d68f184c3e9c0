import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OtpInput', () => {
  it('moves to the next box as digits are typed and ignores letters', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: 'x' } });
    expect(screen.getByTestId('value').textContent).toBe('4');
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    expect(screen.getByTestId('value').textContent).toBe('42');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('fills every box from a paste, keeping digits only', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 1-2 3 4 5' } });
    expect(screen.getByTestId('value').textContent).toBe('1234');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4']);
  });

  it('goes back a box on Backspace in an empty one', () => {
    render(<Harness initial="12" />);
    boxes()[2]!.focus();
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });
});
