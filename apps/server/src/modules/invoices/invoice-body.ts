import { stateCode, stateName } from '@store/contracts/india';
import { taxOfLine } from '@store/contracts/tax';
import { nameWithVariant } from '@store/contracts/variants';
import type { AddressSnapshot } from '../../db/schema/orders';

/** A party on the document: its name, address lines, state and code, and GSTIN where registered. */
export interface DocumentParty {
  name: string;
  /** The supplier's logo as it was when the document was issued (a /media URL); absent for none. */
  logo?: string;
  lines: string[];
  state: string;
  stateCode: string;
  gstin: string | null;
}

/** One line as printed: CGST Rule 46's description, HSN, quantity, unit, taxable value, rate and tax. */
export interface DocumentLine {
  description: string;
  sku: string;
  hsn: string;
  quantity: number;
  /** Numbers of goods; NA for a service (shipping, the cash fee), as GSTR-1's UQC has it. */
  unit: 'NOS' | 'NA';
  unitPricePaise: number;
  /**
   * The line's share of the order's discount code (docs/decisions/078), taken off before tax:
   * totalPaise is what was really paid for the line. Absent on documents issued before codes.
   */
  discountPaise?: number;
  ratePercent: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface DocumentTotals {
  /** The lines' discounts added up; absent on documents issued before codes. */
  discountPaise?: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** Everything a tax invoice or credit note prints, frozen when it is issued. */
export interface TaxDocumentBody {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** yyyy-mm-dd, India time. */
  date: string;
  orderNumber: string;
  supplier: DocumentParty;
  /** Bill to: the buyer (a business buyer's billing address and GSTIN). */
  buyer: DocumentParty;
  /** Ship to: where the goods go. */
  shipTo: DocumentParty;
  placeOfSupply: { state: string; stateCode: string };
  /** CGST + SGST when supplier and place of supply share a state; IGST otherwise. */
  intraState: boolean;
  reverseCharge: false;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** A credit note's invoice and why it was issued. */
  refersTo?: { number: string; date: string };
  reason?: string;
  /** The discount code whose shares the lines carry. */
  discountCode?: string;
}

export interface Seller {
  legalName: string;
  gstin: string;
  /** A line per line of the address as staff wrote it. */
  address: string;
  stateCode: string;
  /** The shop's phone and e-mail as shoppers reach it (docs/decisions/106). */
  phone?: string;
  email?: string;
  /** The logo staff uploaded under Shop and tax, or null. */
  logo?: string | null;
}

export interface OrderForDocument {
  orderNumber: string;
  address: AddressSnapshot;
  billingAddress: AddressSnapshot | null;
  buyerGstin: string | null;
  businessName: string | null;
  discountCode?: string | null;
  /** The order's charges, printed as taxed lines of the invoice (docs/decisions/111). */
  shippingPaise?: number;
  codFeePaise?: number;
}

/**
 * Shipping and the cash on delivery fee on an invoice: services (SAC 996812, courier services)
 * supplied with the goods as one composite supply, so taxed at the goods' rate (chargeRate).
 */
export const CHARGE_SAC = '996812';

export interface LineForDocument {
  name: string;
  variantName: string;
  sku: string;
  hsnCode: string;
  gstRate: number;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
  /** The line's share of the order's discount code; 0 or absent when none. */
  discountPaise?: number;
}

const codeOf = (state: string) => stateCode(state) ?? '';

function partyOf(address: AddressSnapshot, name: string, gstin: string | null): DocumentParty {
  const code = codeOf(address.state);
  return {
    name,
    lines: [
      address.address,
      [address.locality, address.landMark].filter(Boolean).join(', '),
      `${address.town}, ${stateName(code) ?? address.state} ${address.pinCode}`,
    ].filter(Boolean),
    state: stateName(code) ?? address.state,
    stateCode: code,
    gstin,
  };
}

/**
 * Place of supply (IGST Act, section 10(1)): where a consumer's parcel ends its journey, the
 * delivery state; for a registered buyer, who directs the goods to an address, the state of its
 * GSTIN (its billing state, checked at checkout to be the same).
 */
export function placeOfSupply(order: OrderForDocument): { state: string; stateCode: string } {
  const code = order.buyerGstin ? order.buyerGstin.slice(0, 2) : codeOf(order.address.state);
  return { state: stateName(code) ?? order.address.state, stateCode: code };
}

/** Adds up the lines: every total is the sum of the lines' own figures, so the document adds up to the paisa. */
export function totalsOf(lines: DocumentLine[]): DocumentTotals {
  const sum = (pick: (l: DocumentLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    discountPaise: sum((l) => l.discountPaise ?? 0),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}

/** The body of the tax invoice of a paid order, or of the credit note that reverses it. */
export function buildDocumentBody(
  seller: Seller,
  order: OrderForDocument,
  orderLines: LineForDocument[],
  issue: {
    kind: 'invoice' | 'credit_note';
    number: string;
    date: string;
    refersTo?: { number: string; date: string };
    reason?: string;
  },
): TaxDocumentBody {
  const place = placeOfSupply(order);
  const intraState = place.stateCode === seller.stateCode;
  const buyerName = order.businessName ?? (order.billingAddress ?? order.address).name;
  const lines = orderLines.map((l): DocumentLine => {
    // GST is charged on what the buyer paid: the discount lowers the taxable value (CGST Act,
    // section 15(3)(a): a discount shown on the invoice is not part of the value of supply).
    const discountPaise = l.discountPaise ?? 0;
    const tax = taxOfLine(l.lineTotalPaise - discountPaise, l.gstRate, intraState);
    return {
      description: nameWithVariant(l.name, l.variantName),
      sku: l.sku,
      hsn: l.hsnCode,
      quantity: l.quantity,
      unit: 'NOS',
      unitPricePaise: l.unitPricePaise,
      discountPaise,
      ratePercent: l.gstRate,
      ...tax,
    };
  });
  // An invoice carries the order's charges; a return's credit note gives back goods only.
  const rate = lines.reduce((most, l) => Math.max(most, l.ratePercent), 0);
  const charge = (description: string, paise: number | undefined): DocumentLine[] =>
    issue.kind === 'invoice' && paise
      ? [
          {
            description,
            sku: '',
            hsn: CHARGE_SAC,
            quantity: 1,
            unit: 'NA',
            unitPricePaise: paise,
            discountPaise: 0,
            ratePercent: rate,
            ...taxOfLine(paise, rate, intraState),
          },
        ]
      : [];
  lines.push(...charge('Shipping charges', order.shippingPaise), ...charge('Cash on delivery fee', order.codFeePaise));
  return {
    kind: issue.kind,
    number: issue.number,
    date: issue.date,
    orderNumber: order.orderNumber,
    supplier: {
      name: seller.legalName,
      ...(seller.logo ? { logo: seller.logo } : {}),
      lines: [
        ...seller.address
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        ...(seller.phone && seller.email ? [`Phone ${seller.phone}, e-mail ${seller.email}`] : []),
      ],
      state: stateName(seller.stateCode) ?? '',
      stateCode: seller.stateCode,
      gstin: seller.gstin,
    },
    buyer: partyOf(order.billingAddress ?? order.address, buyerName, order.buyerGstin),
    shipTo: partyOf(order.address, order.address.name, null),
    placeOfSupply: place,
    intraState,
    reverseCharge: false,
    lines,
    totals: totalsOf(lines),
    ...(issue.refersTo ? { refersTo: issue.refersTo } : {}),
    ...(issue.reason ? { reason: issue.reason } : {}),
    ...(order.discountCode && lines.some((l) => (l.discountPaise ?? 0) > 0)
      ? { discountCode: order.discountCode }
      : {}),
  };
}
