import { rupeesInWords } from '@store/contracts/money';
import type { DocumentParty, TaxDocumentBody } from './invoice-body';

/** Rupees with paise and Indian digit grouping, as invoices print them: 1,23,456.50. */
const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
    title,
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
      width: discounted ? 101 : 125,
      align: 'left',
      cell: (l) => `${l.description}\nSKU ${l.sku}`,
    },
    { title: 'HSN', width: discounted ? 34 : 40, align: 'left', cell: (l) => l.hsn },
    { title: 'Qty', width: discounted ? 32 : 40, align: 'right', cell: (l) => `${l.quantity} ${l.unit}` },
    money('Unit price', (l) => l.unitPricePaise, discounted ? 48 : 52),
    ...(discounted ? [money('Discount', (l) => l.discountPaise ?? 0, 46)] : []),
    money('Taxable value', (l) => l.taxablePaise, discounted ? 52 : 56),
    { title: 'GST rate', width: 34, align: 'right', cell: (l) => `${l.ratePercent}%` },
    ...tax,
    money('Total', (l) => l.totalPaise, 60),
  ];
}

function party(doc: PDFKit.PDFDocument, title: string, p: DocumentParty, x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#555').text(title.toUpperCase(), x, y, { width });
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000').text(p.name, { width });
  doc.font('Helvetica').fontSize(9);
  for (const line of p.lines) doc.text(line, { width });
  doc.text(`State: ${p.state} (code ${p.stateCode})`, { width });
  if (p.gstin) doc.text(`GSTIN: ${p.gstin}`, { width });
  return doc.y;
}

/**
 * The tax invoice or credit note as an A4 PDF with the particulars of CGST Rule 46: the supplier's
 * name, address and GSTIN; the number and date; the buyer's name, GSTIN where registered, and
 * the delivery address with its state and code; per line the description, HSN, quantity and
 * unit, taxable value, rate and tax; the place of supply; the totals; the signatory.
 */
export async function renderTaxDocumentPdf(body: TaxDocumentBody): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit and its font tables take some 15 MiB of a
  // heap capped at 128 MiB (docs/decisions/063), which the catalog's calls otherwise pay for in
  // collections.
  const { default: PDFDocument } = await import('pdfkit');
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

  // Heading: the supplier on the left, the document's number and date on the right.
  doc.font('Helvetica-Bold').fontSize(18).text(title.toUpperCase(), PAGE.left, PAGE.left);
  doc.font('Helvetica-Bold').fontSize(12).text(body.supplier.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of body.supplier.lines) doc.text(line, { width: 300 });
  doc.text(`State: ${body.supplier.state} (code ${body.supplier.stateCode})`);
  doc.text(`GSTIN: ${body.supplier.gstin ?? ''}`);
  const afterSupplier = doc.y;

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
    doc.font('Helvetica').fontSize(9).fillColor('#555').text(label, 360, y, { width: 90 });
    doc.font('Helvetica-Bold').fillColor('#000').text(value, 450, y, { width: 105, align: 'right' });
    y += 14;
  }

  y = Math.max(afterSupplier, y) + 16;
  const billEnd = party(
    doc,
    body.buyer.gstin ? 'Bill to (registered buyer)' : 'Bill to',
    body.buyer,
    PAGE.left,
    y,
    240,
  );
  const shipEnd = party(doc, 'Ship to (delivery address)', body.shipTo, 315, y, 240);
  y = Math.max(billEnd, shipEnd) + 16;

  // The lines.
  const columns = columnsOf(body);
  const header = (at: number) => {
    doc
      .rect(PAGE.left, at - 4, PAGE.right - PAGE.left, 20)
      .fill('#eeeeee')
      .fillColor('#000');
    let x = PAGE.left;
    doc.font('Helvetica-Bold').fontSize(7.5);
    for (const c of columns) {
      doc.text(c.title, x + 2, at, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    return at + 22;
  };
  y = header(y);
  doc.font('Helvetica').fontSize(8);
  body.lines.forEach((line, index) => {
    const height = Math.max(...columns.map((c) => doc.heightOfString(c.cell(line, index), { width: c.width - 4 })));
    if (y + height > PAGE.bottom - 120) {
      doc.addPage();
      y = header(PAGE.left);
      doc.font('Helvetica').fontSize(8);
    }
    let x = PAGE.left;
    for (const c of columns) {
      doc.text(c.cell(line, index), x + 2, y, { width: c.width - 4, align: c.align });
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
    ['Total taxable value', amount(t.taxablePaise)],
    ...(body.intraState
      ? ([
          ['CGST', amount(t.cgstPaise)],
          ['SGST', amount(t.sgstPaise)],
        ] as [string, string][])
      : ([['IGST', amount(t.igstPaise)]] as [string, string][])),
    [body.kind === 'invoice' ? 'Invoice total (INR)' : 'Credit total (INR)', amount(t.totalPaise)],
  ];
  // The totals, the amount in words, the notes and the signature stay together: when they would
  // not fit under the last line, they start the next page.
  doc.font('Helvetica-Bold').fontSize(9);
  const inWords = `${body.kind === 'invoice' ? 'Invoice total' : 'Credit total'} in words: ${rupeesInWords(t.totalPaise)}`;
  const footerHeight =
    8 + totals.length * 14 + 4 + doc.heightOfString(inWords, { width: PAGE.right - PAGE.left }) + 110;
  if (y + footerHeight > PAGE.bottom) {
    doc.addPage();
    y = PAGE.left;
  }
  y += 8;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 9);
    doc.text(label, 330, y, { width: 130 });
    doc.text(value, 460, y, { width: 95, align: 'right' });
    y += last ? 18 : 14;
  });

  doc.font('Helvetica-Bold').fontSize(9).fillColor('#000');
  doc.text(inWords, PAGE.left, y + 4, { width: PAGE.right - PAGE.left });
  y = doc.y;
  doc.font('Helvetica').fontSize(8).fillColor('#555');
  doc.text('Amounts in Indian rupees. Prices include GST; the tax shown is part of each total.', PAGE.left, y + 10, {
    width: 280,
  });
  if (hasDiscount(body)) {
    const code = body.discountCode ? `discount code ${body.discountCode}` : 'a discount';
    doc.text(`The Discount column is ${code}, taken off each line before its tax.`, { width: 280 });
  }
  if (body.reason) doc.text(`Reason: ${body.reason}`, { width: 280 });
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`For ${body.supplier.name}`, 360, y + 30, {
      width: 195,
      align: 'right',
    });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('Authorised signatory (computer-generated document)', 330, y + 60, {
      width: 225,
      align: 'right',
    });
  doc.end();
  return done;
}
