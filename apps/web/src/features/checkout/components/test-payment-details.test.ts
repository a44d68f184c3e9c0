import { describe, expect, it } from 'vitest';
import { detailsProblem } from './test-payment-dialog';

const filled = { upi: 'success@razorpay', card: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', bank: 'SBIN' };

describe('the test window’s details', () => {
  it('take Razorpay’s test values as they are filled in', () => {
    expect(detailsProblem('upi', filled)).toBeNull();
    expect(detailsProblem('card', filled)).toBeNull();
    expect(detailsProblem('netbanking', filled)).toBeNull();
  });

  it('refuse what a payment window would', () => {
    expect(detailsProblem('upi', { ...filled, upi: 'anu' })).toBe('Enter a UPI ID such as name@okhdfcbank');
    // One digit off fails the Luhn check every card network uses.
    expect(detailsProblem('card', { ...filled, card: '4111 1111 1111 1112' })).toBe('Enter a valid card number');
    expect(detailsProblem('card', { ...filled, expiry: '13/30' })).toBe('Enter the expiry as MM/YY');
    expect(detailsProblem('card', { ...filled, cvv: '12' })).toBe('Enter the 3 or 4 digit CVV');
    expect(detailsProblem('netbanking', { ...filled, bank: 'NONE' })).toBe('Choose your bank');
  });
});
