/**
 * A published issue as a printable A4 PDF drawn with pdfkit: a cover (the magazine's name, the issue, its cover
 * picture, the school), a contents page by section, then each section with its pieces (title, credit, pictures,
 * words). DejaVu Sans prints English (and ₹, accents); Noto Sans Devanagari prints Hindi pieces, shaped by fontkit's
 * Indic shaper so conjuncts and vowel signs join as they should. Credits are the consent-respecting ones.
 */
import { existsSync } from 'node:fs';
import { formatDate, type PublishedIssue } from '@noticeboard/shared';
import PDFDocument from 'pdfkit';

const FONT_FILES = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  hindi: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  hindiBold: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf',
} as const;

const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const PAPER_TINT = '#eff6ff';

/** The picture bytes the PDF can draw (JPEG), by picture id. */
export type PdfPictures = Map<string, Buffer>;

interface Fonts {
  regular: string;
  bold: string;
  hindi: string;
  hindiBold: string;
}

function registerFonts(doc: PDFKit.PDFDocument): Fonts {
  const has = (file: string) => existsSync(file);
  const latin = has(FONT_FILES.regular) && has(FONT_FILES.bold);
  if (latin) {
    doc.registerFont('Body', FONT_FILES.regular);
    doc.registerFont('Body-Bold', FONT_FILES.bold);
  }
  const hindi = has(FONT_FILES.hindi) && has(FONT_FILES.hindiBold);
  if (hindi) {
    doc.registerFont('Hindi', FONT_FILES.hindi);
    doc.registerFont('Hindi-Bold', FONT_FILES.hindiBold);
  }
  const regular = latin ? 'Body' : 'Helvetica';
  const bold = latin ? 'Body-Bold' : 'Helvetica-Bold';
  return { regular, bold, hindi: hindi ? 'Hindi' : regular, hindiBold: hindi ? 'Hindi-Bold' : bold };
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export async function renderIssuePdf(issue: PublishedIssue, pictures: PdfPictures): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${issue.magazineName} — Issue ${issue.number}: ${issue.title}`, Author: issue.schoolName },
  });
  const done = collect(doc);
  const fonts = registerFonts(doc);
  const width = doc.page.width - MARGIN * 2;

  drawCover(doc, issue, pictures, fonts, width);
  drawContents(doc, issue, fonts, width);
  for (const section of issue.sections) {
    doc.addPage();
    doc.font(fonts.bold).fontSize(24).fillColor(ACCENT).text(section.name, { width });
    doc
      .moveTo(MARGIN, doc.y + 4)
      .lineTo(MARGIN + width, doc.y + 4)
      .strokeColor(ACCENT)
      .lineWidth(2)
      .stroke();
    doc.moveDown(1);
    for (const piece of section.pieces) drawPiece(doc, piece, pictures, fonts, width);
  }
  drawFooters(doc, issue, fonts);
  doc.end();
  return done;
}

function drawCover(doc: PDFKit.PDFDocument, issue: PublishedIssue, pictures: PdfPictures, fonts: Fonts, width: number) {
  doc.rect(0, 0, doc.page.width, 200).fill(PAPER_TINT);
  doc.fillColor(ACCENT).font(fonts.bold).fontSize(34).text(issue.magazineName, MARGIN, 64, { width, align: 'center' });
  doc.fillColor(MUTED).font(fonts.regular).fontSize(13).text(issue.schoolName, { width, align: 'center' });
  doc.y = 230;
  doc.fillColor(INK).font(fonts.bold).fontSize(22).text(`Issue ${issue.number}`, { width, align: 'center' });
  doc
    .font(fontFor(issue.title, fonts, true))
    .fontSize(18)
    .text(issue.title, { width, align: 'center' });
  doc.fillColor(MUTED).font(fonts.regular).fontSize(12).text(formatDate(issue.publishedAt), { width, align: 'center' });
  const cover = issue.cover ? pictures.get(issue.cover.id) : undefined;
  if (cover) {
    doc.moveDown(1.5);
    doc.image(cover, MARGIN, doc.y, { fit: [width, doc.page.height - doc.y - MARGIN - 30], align: 'center' });
  }
}

function drawContents(doc: PDFKit.PDFDocument, issue: PublishedIssue, fonts: Fonts, width: number) {
  doc.addPage();
  doc.fillColor(INK).font(fonts.bold).fontSize(22).text('In this issue', { width });
  doc.moveDown(0.8);
  for (const section of issue.sections) {
    doc.fillColor(ACCENT).font(fonts.bold).fontSize(14).text(section.name, { width });
    for (const piece of section.pieces) {
      doc
        .fillColor(INK)
        .font(fontFor(piece.title, fonts, false))
        .fontSize(12)
        .text(piece.title, { width, continued: false });
      doc.fillColor(MUTED).font(fonts.regular).fontSize(10).text(piece.credit, { width });
    }
    doc.moveDown(0.6);
  }
}

type Piece = PublishedIssue['sections'][number]['pieces'][number];

function drawPiece(doc: PDFKit.PDFDocument, piece: Piece, pictures: PdfPictures, fonts: Fonts, width: number) {
  const hindi = piece.language === 'HI';
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc
    .fillColor(INK)
    .font(hindi ? fonts.hindiBold : fontFor(piece.title, fonts, true))
    .fontSize(17)
    .text(piece.title, { width });
  doc.fillColor(MUTED).font(fonts.regular).fontSize(10).text(`By ${piece.credit}`, { width });
  doc.moveDown(0.6);
  for (const picture of piece.pictures) {
    const bytes = pictures.get(picture.id);
    if (!bytes) continue;
    const height = Math.min(300, (width * picture.height) / Math.max(1, picture.width));
    if (doc.y + height > doc.page.height - MARGIN - 30) doc.addPage();
    doc.image(bytes, MARGIN, doc.y, { fit: [width, height], align: 'center' });
    doc.y += height + 6;
    if (picture.caption)
      doc.fillColor(MUTED).font(fonts.regular).fontSize(9).text(picture.caption, { width, align: 'center' });
  }
  const poem = piece.kind === 'POEM';
  doc
    .fillColor(INK)
    .font(hindi ? fonts.hindi : fonts.regular)
    .fontSize(hindi ? 12.5 : 11.5);
  for (const paragraph of piece.body.split(/\n\s*\n/).filter((text) => text.trim())) {
    doc.text(paragraph.trim(), { width, align: poem ? 'center' : 'left', lineGap: hindi ? 4 : 2 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1);
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** Titles in Devanagari need the Devanagari font even in an English piece's place (a Hindi word in a title). */
function fontFor(text: string, fonts: Fonts, bold: boolean): string {
  if (DEVANAGARI.test(text)) return bold ? fonts.hindiBold : fonts.hindi;
  return bold ? fonts.bold : fonts.regular;
}

function drawFooters(doc: PDFKit.PDFDocument, issue: PublishedIssue, fonts: Fonts) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - 36;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font(fonts.regular)
      .fontSize(9)
      .text(`${issue.magazineName} · Issue ${issue.number} · ${index + 1}`, MARGIN, bottom, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
  }
}
