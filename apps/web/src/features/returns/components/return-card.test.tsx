import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKED_PICKUP as booked, makeReturn } from '@/test/fixtures';
import { ReturnCard } from './return-card';

const approved = makeReturn();

describe("an approved return's pickup for the buyer", () => {
  it('says who collects it and from when, with the waybill and where the parcel is', () => {
    render(<ReturnCard ret={{ ...approved, pickup: booked }} />);
    const note = screen.getByTestId('return-pickup');
    expect(note.textContent).toContain('Amazon Surface will collect the parcel from your address from 1 Dec 2026.');
    expect(note.textContent).toContain('Waybill 700000001011 · Picked up');
    expect(screen.queryByText(/Please send the parcel back to us/)).toBeNull();
  });

  it('asks the buyer to send the parcel when no courier is booked', () => {
    render(<ReturnCard ret={approved} />);
    expect(screen.getByText('Please send the parcel back to us. We refund once it arrives.')).toBeTruthy();
    expect(screen.queryByTestId('return-pickup')).toBeNull();
  });
});
