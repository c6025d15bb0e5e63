/**
 * A tax invoice or credit note drawn with pdfkit, with the particulars CGST Rules 46 and 53 ask for: both parties
 * with GSTIN and state, number and date, place of supply, reverse charge, SAC, taxable value, each tax with its
 * rate, the total in figures and words, and the signatory. DejaVu Sans prints ₹ when the machine has it; the
 * built-in Helvetica has no ₹, so it writes "Rs.".
 */
import { existsSync } from 'node:fs';
import { formatMoney } from '@noticeboard/shared/format';
import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words';
import type { InvoiceDocument } from './invoice-document';
import {
  buyerTaxLine,
  documentTitle,
  exportEndorsement,
  particulars,
  type TaxColumn,
  taxColumns,
} from './invoice-wording';

/** "1,18,000.50": an invoice's figures always show their paise, the column or label names the rupee. */
const figures = (paise: number) => formatMoney(paise, { paise: 'always', symbol: false });

const MARGIN = 40;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` };
/** Room the totals, the amount in words and the signature need below the last line. */
const CLOSING_HEIGHT = 190;
const AMOUNT_WIDTH = 74;

interface Page {
  doc: PDFKit.PDFDocument;
  regular: string;
  bold: string;
  rupee: string;
  width: number;
}

function pageFor(doc: PDFKit.PDFDocument): Page {
  const width = doc.page.width - 2 * MARGIN;
  if (!existsSync(FONT_FILES.regular) || !existsSync(FONT_FILES.bold)) {
    return { doc, regular: 'Helvetica', bold: 'Helvetica-Bold', rupee: 'Rs.', width };
  }
  doc.registerFont('Body', FONT_FILES.regular);
  doc.registerFont('Body-Bold', FONT_FILES.bold);
  return { doc, regular: 'Body', bold: 'Body-Bold', rupee: '₹', width };
}

function rule({ doc, width }: Page): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc.y += 8;
}

function drawParties(page: Page, document: InvoiceDocument): void {
  const { doc, regular, bold, width } = page;
  const half = width / 2;
  doc.font(bold).fontSize(16).fillColor(INK).text(documentTitle(document), MARGIN, MARGIN, { width, align: 'center' });
  doc.font(regular).fontSize(8.5).fillColor(MUTED).text('Original for recipient', { width, align: 'center' });
  doc.moveDown(0.8);
  const top = doc.y;
  const { supplier, buyer } = document;
  doc
    .font(bold)
    .fontSize(11)
    .fillColor(INK)
    .text(supplier.legalName, MARGIN, top, { width: half - 10 });
  doc.font(regular).fontSize(9.5);
  for (const line of supplier.addressLines) doc.text(line, { width: half - 10 });
  doc.text(`GSTIN: ${supplier.gstin}`, { width: half - 10 });
  doc.text(`State: ${supplier.stateName} (${supplier.stateCode})`, { width: half - 10 });
  const supplierBottom = doc.y;
  doc.y = top;
  for (const [label, value] of particulars(document)) {
    const y = doc.y;
    doc
      .font(regular)
      .fillColor(MUTED)
      .text(label, MARGIN + half, y, { width: 95 });
    doc
      .font(bold)
      .fillColor(INK)
      .text(value, MARGIN + half + 95, y, { width: half - 95 });
  }
  doc.y = Math.max(supplierBottom, doc.y) + 10;
  rule(page);
  doc.font(regular).fontSize(8.5).fillColor(MUTED).text('Billed to', MARGIN, doc.y);
  doc.font(bold).fontSize(10.5).fillColor(INK).text(buyer.name, { width });
  doc.font(regular).fontSize(9.5);
  for (const line of buyer.addressLines) doc.text(line, { width });
  doc.text(buyerTaxLine(document), { width });
  if (document.kind === 'credit-note') doc.text(`Reason: ${document.reason}`, { width });
  doc.moveDown(1);
}

function drawLines(page: Page, document: InvoiceDocument, taxes: TaxColumn[]): void {
  const { doc, regular, bold, width } = page;
  const widths = [18, 0, 46, AMOUNT_WIDTH, ...taxes.map(() => AMOUNT_WIDTH), AMOUNT_WIDTH];
  widths[1] = width - widths.reduce((sum, cell) => sum + cell, 0);
  const header = ['#', 'Description', 'SAC', 'Taxable value', ...taxes.map((tax) => tax.label), 'Amount'];
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(8.5).fillColor(INK);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 4 }));
    const height = Math.max(...heights);
    if (font === regular && doc.y + height > doc.page.height - MARGIN - 30) {
      doc.addPage();
      row(header, bold);
      rule(page);
      doc.font(font).fontSize(8.5);
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc.text(cell, x, y, { width: cellWidth - 4, align: index >= 3 ? 'right' : 'left' });
      x += cellWidth;
    });
    doc.y = y + height + 5;
  };
  row(header, bold);
  rule(page);
  document.lines.forEach((line, index) => {
    const amounts = [line.tax.taxable, ...taxes.map((tax) => tax.amountOf(line.tax)), line.tax.total];
    row([String(index + 1), line.description, line.sac, ...amounts.map(figures)], regular);
  });
  rule(page);
}

function drawClosing(page: Page, document: InvoiceDocument, taxes: TaxColumn[]): void {
  const { doc, regular, bold, rupee, width } = page;
  if (doc.y + CLOSING_HEIGHT > doc.page.height - MARGIN) doc.addPage();
  const { totals, supplier } = document;
  const rows: [string, number, boolean][] = [
    ['Taxable value', totals.taxable, false],
    ...taxes.map((tax): [string, number, boolean] => [tax.label, tax.amountOf(totals), false]),
    ['Total', totals.total, true],
  ];
  const labelX = MARGIN + width - 260;
  for (const [label, paise, strong] of rows) {
    const y = doc.y;
    doc
      .font(strong ? bold : regular)
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK)
      .text(label, labelX, y, { width: 140 });
    doc.text(`${rupee} ${figures(paise)}`, labelX + 140, y, { width: 120, align: 'right' });
  }
  doc.moveDown(0.8);
  doc.font(bold).fontSize(9.5).text('Amount in words: ', MARGIN, doc.y, { width, continued: true });
  doc.font(regular).text(amountInWords(totals.total));
  const endorsement = exportEndorsement(document);
  if (endorsement) doc.moveDown(0.6).font(bold).fontSize(9).text(endorsement, MARGIN, doc.y, { width });
  doc.moveDown(2.5);
  doc.font(regular).fontSize(9.5).text(`For ${supplier.legalName}`, MARGIN, doc.y, { width, align: 'right' });
  doc.moveDown(2).text('Authorised signatory', { width, align: 'right' });
}

/** The number and page on every page; the bottom margin is lifted while drawing, or pdfkit would add a page. */
function drawFooters({ doc, regular, width }: Page, document: InvoiceDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    const label = `${document.number}  ·  Page ${index + 1} of ${range.count}  ·  This is a computer-generated document.`;
    doc.font(regular).fontSize(8).fillColor(MUTED);
    doc.text(label, MARGIN, doc.page.height - 28, { width, align: 'center', lineBreak: false });
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The invoice or credit note as a PDF file. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${documentTitle(document)} ${document.number}`, Author: document.supplier.legalName },
  });
  const finished = collect(doc);
  const page = pageFor(doc);
  const taxes = taxColumns(document);
  drawParties(page, document);
  drawLines(page, document, taxes);
  drawClosing(page, document, taxes);
  drawFooters(page, document);
  doc.end();
  return finished;
}
