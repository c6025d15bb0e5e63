/**
 * The demo library's documents, drawn by our own code with pdfkit (no downloaded files): a coloured title
 * band, then headed sections of paragraphs, bullet lists, numbered questions or two-column tables, and a
 * footer on every page. pdftoppm renders them like any uploaded PDF.
 */
import PDFDocument from 'pdfkit';

export interface DemoPdfSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  numbered?: string[];
  /** Two columns: label, text. */
  table?: Array<[string, string]>;
  /** Starts on a new page (an answer key, say). */
  newPage?: boolean;
}

export interface DemoPdfSpec {
  title: string;
  subtitle: string;
  /** Title band colour, `#rrggbb`. */
  accent: string;
  sections: DemoPdfSection[];
  footer: string;
}

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#52606d';

function drawSection(doc: PDFKit.PDFDocument, section: DemoPdfSection, accent: string): void {
  if (section.newPage) doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).fillColor(accent).text(section.heading, MARGIN, doc.y);
  doc.moveDown(0.3).font('Helvetica').fontSize(11.5).fillColor(INK);
  for (const paragraph of section.paragraphs ?? []) doc.text(paragraph, { width, lineGap: 3 }).moveDown(0.5);
  if (section.bullets) doc.list(section.bullets, { width, lineGap: 3, bulletRadius: 2.5, paragraphGap: 4 });
  if (section.numbered) {
    section.numbered.forEach((item, index) => {
      doc.text(`${index + 1}.  ${item}`, { width, lineGap: 3 }).moveDown(0.4);
    });
  }
  if (section.table) {
    for (const [label, text] of section.table) {
      const top = doc.y;
      doc.font('Helvetica-Bold').fillColor(accent).text(label, MARGIN, top, { width: 120 });
      const afterLabel = doc.y;
      doc
        .font('Helvetica')
        .fillColor(INK)
        .text(text, MARGIN + 130, top, { width: width - 130, lineGap: 2 });
      doc.y = Math.max(doc.y, afterLabel) + 6;
      doc
        .moveTo(MARGIN, doc.y - 3)
        .lineTo(MARGIN + width, doc.y - 3)
        .lineWidth(0.5)
        .strokeColor('#d9e2ec')
        .stroke();
    }
  }
}

/** The document's bytes. */
export function renderDemoPdf(spec: DemoPdfSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: spec.title, Author: spec.subtitle, CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.rect(0, 0, doc.page.width, 150).fill(spec.accent);
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor('#ffffff')
    .text(spec.title, MARGIN, 52, { width: doc.page.width - 2 * MARGIN });
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor('#ffffff')
    .text(spec.subtitle, MARGIN, doc.y + 6);
  doc.y = 170;
  for (const section of spec.sections) drawSection(doc, section, spec.accent);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.height - 40;
    // Writing below the bottom margin would add a page: lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${spec.footer}  ·  Page ${index + 1} of ${range.count}`, MARGIN, bottom, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return finished;
}
