import { rupeesInWords } from '@store/contracts/money';
import type { DocumentParty, TaxDocumentBody } from './invoice-body';
import { Ink } from './pdf-ink';
import { scriptFonts } from './pdf-scripts';

/** Rupees with paise and Indian digit grouping, as invoices print them: 1,23,456.50. */
const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount with the rupee sign, for the totals: ₹1,23,456.50. */
const rupees = (paise: number) => `₹${amount(paise)}`;

/** Midnight of the document's date in India. */
const issuedOn = (isoDay: string) => new Date(`${isoDay}T00:00:00+05:30`);

const longDate = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const PAGE = { left: 40, right: 555, bottom: 790 };

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxDocumentBody['lines'][number], index: number) => string;
}

/** Whether any line carries a discount code's share: only then does the document print that column. */
const hasDiscount = (body: TaxDocumentBody) => body.lines.some((l) => (l.discountPaise ?? 0) > 0);

function columnsOf(body: TaxDocumentBody): Column[] {
  const money = (title: string, pick: (l: TaxDocumentBody['lines'][number]) => number, width = 52): Column => ({
    title: `${title} (₹)`,
    width,
    align: 'right',
    cell: (l) => amount(pick(l)),
  });
  const tax: Column[] = body.intraState
    ? [money('CGST', (l) => l.cgstPaise, 46), money('SGST', (l) => l.sgstPaise, 46)]
    : [money('IGST', (l) => l.igstPaise, 92)];
  // A discounted document makes room for its Discount column from the description, HSN and quantity.
  const discounted = hasDiscount(body);
  return [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    {
      title: 'Description',
      width: discounted ? 91 : 121,
      align: 'left',
      cell: (l) => `${l.description}\nSKU ${l.sku}`,
    },
    // Eight digits of Noto Sans at 8 points, the longest HSN code, fit in 44.
    { title: 'HSN', width: 44, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: discounted ? 32 : 40, align: 'right', cell: (l) => `${l.quantity} ${l.unit}` },
    money('Unit price', (l) => l.unitPricePaise, discounted ? 48 : 52),
    ...(discounted ? [money('Discount', (l) => l.discountPaise ?? 0, 46)] : []),
    money('Taxable value', (l) => l.taxablePaise, discounted ? 52 : 56),
    { title: 'GST rate', width: 34, align: 'right', cell: (l) => `${l.ratePercent}%` },
    ...tax,
    money('Total', (l) => l.totalPaise, 60),
  ];
}

function party(ink: Ink, title: string, p: DocumentParty, x: number, y: number, width: number) {
  let at = ink.text(title.toUpperCase(), x, y, { size: 8, bold: true, color: '#555', width });
  at = ink.text(p.name, x, at, { size: 10, bold: true, width });
  for (const line of p.lines) at = ink.text(line, x, at, { size: 9, width });
  at = ink.text(`State: ${p.state} (code ${p.stateCode})`, x, at, { size: 9, width });
  if (p.gstin) at = ink.text(`GSTIN: ${p.gstin}`, x, at, { size: 9, width });
  return at;
}

/**
 * The tax invoice or credit note as an A4 PDF with the particulars of CGST Rule 46: the supplier's
 * name, address and GSTIN; the number and date; the buyer's name, GSTIN where registered, and
 * the delivery address with its state and code; per line the description, HSN, quantity and
 * unit, taxable value, rate and tax; the place of supply; the totals; the signatory.
 */
export async function renderTaxDocumentPdf(body: TaxDocumentBody, logo?: Buffer): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit and its font tables take some 15 MiB of a
  // heap capped at 128 MiB (docs/decisions/063), which the catalog's calls otherwise pay for in
  // collections.
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), scriptFonts()]);
  const title = body.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.left,
    // Dated by the document, not the moment it is drawn: the download and the mail's attachment
    // are then the same file, byte for byte.
    info: { Title: `${title} ${body.number}`, Author: body.supplier.name, CreationDate: issuedOn(body.date) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const ink = new Ink(doc, fonts);

  // Heading: the logo and the supplier on the left, the document's number and date on the right.
  let left = PAGE.left;
  if (logo) {
    // At most 150 by 48 points (5 by 1.7 cm), its own shape kept.
    // A PNG's size is in its header (IHDR): width at byte 16, height at byte 20.
    const [width, height] = [logo.readUInt32BE(16), logo.readUInt32BE(20)];
    const scale = Math.min(150 / width, 48 / height);
    doc.image(logo, PAGE.left, left, { width: width * scale, height: height * scale });
    left += height * scale + 10;
  }
  left = ink.text(title.toUpperCase(), PAGE.left, left, { size: 18, bold: true });
  left = ink.text(body.supplier.name, PAGE.left, left, { size: 12, bold: true, width: 300 });
  for (const line of body.supplier.lines) left = ink.text(line, PAGE.left, left, { size: 9, width: 300 });
  left = ink.text(`State: ${body.supplier.state} (code ${body.supplier.stateCode})`, PAGE.left, left, { size: 9 });
  left = ink.text(`GSTIN: ${body.supplier.gstin ?? ''}`, PAGE.left, left, { size: 9 });

  const facts: [string, string][] = [
    [body.kind === 'invoice' ? 'Invoice number' : 'Credit note number', body.number],
    [body.kind === 'invoice' ? 'Invoice date' : 'Date', longDate(body.date)],
    ...(body.refersTo
      ? ([
          ['Against invoice', body.refersTo.number],
          ['Invoice date', longDate(body.refersTo.date)],
        ] as [string, string][])
      : []),
    ['Order number', body.orderNumber],
    ['Place of supply', `${body.placeOfSupply.state} (${body.placeOfSupply.stateCode})`],
    ['Reverse charge', body.reverseCharge ? 'Yes' : 'No'],
  ];
  let y = PAGE.left;
  for (const [label, value] of facts) {
    ink.text(label, 360, y, { size: 9, color: '#555', width: 90 });
    ink.text(value, 450, y, { size: 9, bold: true, width: 105, align: 'right' });
    y += 14;
  }

  y = Math.max(left, y) + 16;
  const billEnd = party(
    ink,
    body.buyer.gstin ? 'Bill to (registered buyer)' : 'Bill to',
    body.buyer,
    PAGE.left,
    y,
    240,
  );
  const shipEnd = party(ink, 'Ship to (delivery address)', body.shipTo, 315, y, 240);
  y = Math.max(billEnd, shipEnd) + 16;

  // The lines.
  const columns = columnsOf(body);
  const headStyle = (c: Column) => ({ size: 7.5, bold: true, width: c.width - 4, align: c.align });
  const headHeight = Math.max(...columns.map((c) => ink.heightOf(c.title, headStyle(c))));
  const header = (at: number) => {
    doc
      .rect(PAGE.left, at - 4, PAGE.right - PAGE.left, headHeight + 8)
      .fill('#eeeeee')
      .fillColor('#000');
    let x = PAGE.left;
    for (const c of columns) {
      ink.text(c.title, x + 2, at, headStyle(c));
      x += c.width;
    }
    return at + headHeight + 10;
  };
  y = header(y);
  body.lines.forEach((line, index) => {
    const height = Math.max(...columns.map((c) => ink.heightOf(c.cell(line, index), { size: 8, width: c.width - 4 })));
    if (y + height > PAGE.bottom - 120) {
      doc.addPage();
      y = header(PAGE.left);
    }
    let x = PAGE.left;
    for (const c of columns) {
      ink.text(c.cell(line, index), x + 2, y, { size: 8, width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += height + 6;
    doc
      .moveTo(PAGE.left, y - 3)
      .lineTo(PAGE.right, y - 3)
      .strokeColor('#dddddd')
      .stroke();
  });

  // Totals, each the sum of the lines above.
  const t = body.totals;
  // A discount shows once, in the lines' Discount column: the totals below are already after it.
  const totals: [string, string][] = [
    ['Total taxable value', rupees(t.taxablePaise)],
    ...(body.intraState
      ? ([
          ['CGST', rupees(t.cgstPaise)],
          ['SGST', rupees(t.sgstPaise)],
        ] as [string, string][])
      : ([['IGST', rupees(t.igstPaise)]] as [string, string][])),
    [body.kind === 'invoice' ? 'Invoice total' : 'Credit total', rupees(t.totalPaise)],
  ];
  // The totals, the amount in words, the notes and the signature stay together: when they would
  // not fit under the last line, they start the next page.
  const inWords = `${body.kind === 'invoice' ? 'Invoice total' : 'Credit total'} in words: ${rupeesInWords(t.totalPaise)}`;
  const footerHeight =
    8 + totals.length * 14 + 4 + ink.heightOf(inWords, { size: 9, bold: true, width: PAGE.right - PAGE.left }) + 110;
  if (y + footerHeight > PAGE.bottom) {
    doc.addPage();
    y = PAGE.left;
  }
  y += 8;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    const style = { size: last ? 11 : 9, bold: last };
    ink.text(label, 330, y, { ...style, width: 130 });
    ink.text(value, 460, y, { ...style, width: 95, align: 'right' });
    y += last ? 18 : 14;
  });

  y = ink.text(inWords, PAGE.left, y + 4, { size: 9, bold: true, width: PAGE.right - PAGE.left });
  const notes = { size: 8, color: '#555', width: 280 };
  let noteY = ink.text(
    'Amounts in Indian rupees (₹). Prices include GST; the tax shown is part of each total.',
    PAGE.left,
    y + 10,
    notes,
  );
  if (hasDiscount(body)) {
    const code = body.discountCode ? `discount code ${body.discountCode}` : 'a discount';
    noteY = ink.text(`The Discount column is ${code}, taken off each line before its tax.`, PAGE.left, noteY, notes);
  }
  if (body.reason) ink.text(`Reason: ${body.reason}`, PAGE.left, noteY, notes);
  ink.text(`For ${body.supplier.name}`, 360, y + 30, { size: 9, bold: true, width: 195, align: 'right' });
  ink.text('Authorised signatory (computer-generated document)', 330, y + 60, { size: 8, width: 225, align: 'right' });
  doc.end();
  return done;
}
