import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_MAX, GST_RATES, documentNumber, financialYear, taxOfLine } from './tax';

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('tax taken out of an inclusive price', () => {
  it('adds up to what was paid for every line, inside and outside the state, over many random carts', () => {
    const next = random(20261125);
    for (let cart = 0; cart < 2000; cart += 1) {
      const intra = next() < 0.5;
      let paid = 0;
      let taxable = 0;
      let tax = 0;
      const lines = 1 + Math.floor(next() * 6);
      for (let i = 0; i < lines; i += 1) {
        const rate = GST_RATES[Math.floor(next() * GST_RATES.length)]!;
        const total = (1 + Math.floor(next() * 9999)) * (1 + Math.floor(next() * 5)) * 100 + Math.floor(next() * 100);
        const line = taxOfLine(total, rate, intra);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(total);
        if (intra) {
          expect(line.igstPaise).toBe(0);
          // Equal to the paisa, on every line: an auditor adds each up.
          expect(line.sgstPaise).toBe(line.cgstPaise);
        } else {
          expect(line.cgstPaise + line.sgstPaise).toBe(0);
        }
        // The tax is the rate of the taxable value, to the paisa.
        expect(Math.abs(line.taxablePaise * rate - (total - line.taxablePaise) * 100)).toBeLessThanOrEqual(100 + rate);
        paid += total;
        taxable += line.taxablePaise;
        tax += line.cgstPaise + line.sgstPaise + line.igstPaise;
      }
      expect(taxable + tax).toBe(paid);
    }
  });

  it('splits a known price as a shop would', () => {
    // ₹1,180 at 18%: ₹1,000 taxable and ₹180 tax, ₹90 each way inside Kerala.
    expect(taxOfLine(118_000, 18, true)).toEqual({
      totalPaise: 118_000,
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    expect(taxOfLine(118_000, 18, false)).toMatchObject({ taxablePaise: 100_000, igstPaise: 18_000 });
    expect(taxOfLine(99_900, 0, true)).toMatchObject({ taxablePaise: 99_900, cgstPaise: 0, sgstPaise: 0 });
    // ₹7,950.00 at 18%: taken out whole, the tax (₹1,212.71) would split ₹606.35 and ₹606.36. Each
    // half is rounded alone instead, ₹606.36 each way, and the taxable value takes the paisa.
    expect(taxOfLine(795_000, 18, true)).toEqual({
      totalPaise: 795_000,
      taxablePaise: 673_728,
      cgstPaise: 60_636,
      sgstPaise: 60_636,
      igstPaise: 0,
    });
  });
});

describe('financial years and document numbers', () => {
  it('turns on 1 April in India time', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2026-11-25T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });

  it('fills 16 characters at most', () => {
    expect(documentNumber('KMH', '26-27', 123)).toBe('KMH/26-27/000123');
    expect(documentNumber('KMHC', '26-27', 7)).toBe('KMHC/26-27/00007');
    for (const prefix of ['AB', 'ABC', 'ABCD', 'ABCDC']) {
      expect(documentNumber(prefix, '26-27', 1).length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX);
    }
  });
});
