/**
 * The bulletin on one printed page (A4) with pdfkit, in DejaVu Sans as the other PDFs are (Helvetica where the
 * machine lacks it). A block that would run past the page is shortened or left out: it is always one page.
 */
import { existsSync } from 'node:fs';
import { formatDate, TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';
import PDFDocument from 'pdfkit';
import { firstName } from '../consent/consent.policy';
import type { BulletinRow } from './assembly.repository';
import { classLabelOf } from './birthday-rules';
import type { ScriptPeople } from './bulletin-script';

const MARGIN = 48;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` };
const SUMMARY_MAX_CHARS = 240;

function fontsOf(doc: PDFKit.PDFDocument) {
  if (existsSync(FONT_FILES.regular) && existsSync(FONT_FILES.bold)) {
    doc.registerFont('Body', FONT_FILES.regular);
    doc.registerFont('Body-Bold', FONT_FILES.bold);
    return { regular: 'Body', bold: 'Body-Bold' };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function bulletinPdf(schoolName: string, row: BulletinRow, people: ScriptPeople): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Assembly bulletin ${row.day}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = fontsOf(doc);
  const width = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN - 20;
  const fits = (text: string, size: number) => {
    doc.fontSize(size);
    return doc.y + doc.heightOfString(text, { width }) <= bottom;
  };
  const write = (text: string, size: number, font: string, color = INK, gap = 4) => {
    if (!fits(text, size)) return false;
    doc.font(font).fontSize(size).fillColor(color).text(text, { width });
    doc.moveDown(gap / size);
    return true;
  };
  const heading = (text: string) => {
    doc.moveDown(0.4);
    return write(text.toUpperCase(), 10, fonts.bold, ACCENT, 4);
  };

  write(schoolName, 20, fonts.bold);
  write(`Morning assembly · ${formatDate(row.day)}`, 12, fonts.regular, MUTED, 8);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#d1d5db')
    .stroke();
  doc.moveDown(0.5);
  if (row.thoughtText) {
    heading('Thought for the day');
    write(`“${row.thoughtText}”${row.thoughtAuthor ? ` — ${row.thoughtAuthor}` : ''}`, 12, fonts.regular);
  }
  if (row.headlines.length) {
    heading("Today's news");
    row.headlines.forEach((headline, index) => {
      const label = TOPIC_CATEGORY_LABELS[headline.category as TopicCategory] ?? headline.category;
      if (!write(`${index + 1}. ${headline.title}`, 11, fonts.bold, INK, 1)) return;
      write(
        `${label}${headline.summary ? ` — ${clip(headline.summary, SUMMARY_MAX_CHARS)}` : ''}`,
        9,
        fonts.regular,
        MUTED,
        5,
      );
    });
  }
  if (row.announcements.length) {
    heading('Announcements');
    for (const text of row.announcements) write(`• ${text}`, 10, fonts.regular);
  }
  if (people.birthdays.length) {
    heading('Happy birthday');
    write(
      people.birthdays.map((person) => `${firstName(person.name)} (${classLabelOf(person)})`).join(', '),
      10,
      fonts.regular,
    );
  }
  if (people.toppers.length) {
    heading("Yesterday's quiz toppers");
    for (const topper of people.toppers) {
      write(
        `${topper.position}. ${firstName(topper.person.name)} (${classLabelOf(topper.person)}) — ${topper.score} points`,
        10,
        fonts.regular,
      );
    }
  }
  if (row.correctionNote) write(`Corrected: ${row.correctionNote}`, 8, fonts.regular, MUTED);
  doc.end();
  return done;
}
