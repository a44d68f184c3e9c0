import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildDocumentBody, type OrderForDocument } from './invoice-body';
import { renderTaxDocumentPdf } from './invoice-pdf';
import { familyOf, runsOf } from './pdf-scripts';

const seller = {
  legalName: 'Kerala Moto Hub',
  gstin: '32AABCK1234M1ZT',
  address: 'NH 66 Bypass\nKochi, Ernakulam, Kerala 682019',
  stateCode: '32',
};

function orderFor(name: string, lines: { address: string; locality: string }): OrderForDocument {
  return {
    orderNumber: 'KMH100001',
    address: { name, phone: '9847012345', pinCode: '682001', town: 'Kochi', state: 'Kerala', landMark: '', ...lines },
    billingAddress: null,
    buyerGstin: null,
    businessName: null,
  };
}

const helmet = {
  name: 'Studds Ninja Elite Helmet',
  variantName: 'M',
  sku: 'STD-NIN-M',
  hsnCode: '65061010',
  gstRate: 18,
  unitPricePaise: 795000,
  quantity: 1,
  lineTotalPaise: 795000,
};

/** What a reader (pdf.js, as in a browser's viewer) takes out of the PDF, page by page, lines kept. */
async function readBack(name: string, lines = { address: '12 Marine Drive', locality: 'Ernakulam' }) {
  const body = buildDocumentBody(seller, orderFor(name, lines), [helmet], {
    kind: 'invoice',
    number: 'KMH/26-27/000001',
    date: '2026-11-29',
  });
  const { text } = await extractText(new Uint8Array(await renderTaxDocumentPdf(body)), { mergePages: true });
  return text;
}

describe('an invoice in the buyer’s own script', () => {
  // "മേരി ജോസ്" and "കൃഷ്ണൻ" stopped fontkit's own shaping with an error; "प्रिया" came back as
  // "िप्रया" from it. Each must print and read back exactly as the buyer typed it.
  it.each([
    ['Malayalam', 'അനു മാത്യു'],
    ['Malayalam with signs that stopped the old shaper', 'മേരി ജോസ്'],
    ['Malayalam with a chillu', 'കൃഷ്ണൻ നായർ'],
    ['Hindi with a vowel sign drawn before its consonant', 'प्रिया शर्मा'],
    ['Hindi with a conjunct', 'श्री कृष्ण'],
    ['Tamil', 'தமிழ் செல்வி'],
    ['Tamil with a two-part vowel sign', 'கௌதம் ராஜ்'],
  ])('reads back a name in %s', async (_script, name) => {
    const text = await readBack(name);
    // The name appears twice, billed to and shipped to, each time as written.
    expect(text.split(name).length - 1).toBe(2);
  });

  it('reads back an address that mixes scripts, with its spaces and commas in place', async () => {
    const text = await readBack('Anu Mathew', { address: 'Flat 4B, മാത്യു ഭവൻ, MG Road', locality: 'എറണാകുളം' });
    expect(text).toContain('Flat 4B, മാത്യു ഭവൻ, MG Road');
    expect(text).toContain('എറണാകുളം');
  });

  it('prints amounts with the rupee sign and the total in words the Indian way', async () => {
    const text = (await readBack('Asha Menon')).replace(/\s+/g, ' ');
    expect(text).toContain('Invoice total ₹7,950.00');
    expect(text).toContain('Total taxable value ₹6,737.28 CGST ₹606.36 SGST ₹606.36');
    expect(text).toContain('Rupees Seven Thousand Nine Hundred Fifty only');
  });
});

describe('runs of one script', () => {
  it('gives spaces and joiners to the run they stand in, and starts a new run where the script changes', () => {
    expect(runsOf('Flat 4B, മാത്യു ഭവൻ, Kochi')).toEqual([
      { family: 'latin', text: 'Flat 4B, ' },
      { family: 'malayalam', text: 'മാത്യു ഭവൻ' },
      { family: 'latin', text: ', Kochi' },
    ]);
    expect(runsOf(' प्रिया।')).toEqual([{ family: 'devanagari', text: ' प्रिया।' }]);
    expect(runsOf('')).toEqual([]);
    expect(runsOf('  ')).toEqual([{ family: 'latin', text: '  ' }]);
  });

  it('knows the scripts by their Unicode blocks', () => {
    expect(familyOf('അ'.codePointAt(0)!)).toBe('malayalam');
    expect(familyOf('क'.codePointAt(0)!)).toBe('devanagari');
    expect(familyOf('த'.codePointAt(0)!)).toBe('tamil');
    expect(familyOf('₹'.codePointAt(0)!)).toBe('latin');
    expect(familyOf(0x200d)).toBeNull();
  });
});
