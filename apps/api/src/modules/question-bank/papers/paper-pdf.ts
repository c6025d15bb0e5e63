/**
 * Question papers and answer keys drawn with pdfkit: a school header, instructions, numbered questions with
 * lettered options and marks, page numbers in the footer. DejaVu Sans is used when the machine has it (₹, √, π,
 * Greek letters and accented names print as typed); otherwise the built-in Helvetica, which covers Latin-1 only.
 */
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const MARKS_PER_QUESTION = 1;

export interface PaperQuestion {
  stem: string;
  options: string[];
  answerIndex: number;
  explanation: string;
}

export interface PaperSpec {
  schoolName: string;
  title: string;
  /** "Class 8 · Science", or every class and subject the questions span. */
  classLine: string;
  /** The day the paper was made, as printed. */
  dateLine: string;
  questions: PaperQuestion[];
}

const MARGIN = 50;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';
const EXPLANATION_MAX_CHARS = 220;

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = { regular: `${DEJAVU}/DejaVuSans.ttf`, bold: `${DEJAVU}/DejaVuSans-Bold.ttf` };
let fonts: { regular: string; bold: string } | undefined;
function fontsFor(doc: PDFKit.PDFDocument): { regular: string; bold: string } {
  fonts ??=
    existsSync(FONT_FILES.regular) && existsSync(FONT_FILES.bold)
      ? { regular: 'Body', bold: 'Body-Bold' }
      : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  if (fonts.regular === 'Body') {
    doc.registerFont('Body', FONT_FILES.regular);
    doc.registerFont('Body-Bold', FONT_FILES.bold);
  }
  return fonts;
}

export const letterOf = (index: number): string => OPTION_LETTERS[index] ?? String(index + 1);

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function newDocument(spec: PaperSpec, heading: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${spec.title} — ${heading}`, Author: spec.schoolName },
  });
  return { doc, finished: collect(doc), font: fontsFor(doc), width: doc.page.width - 2 * MARGIN };
}

function drawHeader(doc: PDFKit.PDFDocument, spec: PaperSpec, heading: string, rightNote: string): void {
  const font = fontsFor(doc);
  const width = doc.page.width - 2 * MARGIN;
  doc.font(font.bold).fontSize(16).fillColor(INK).text(spec.schoolName, MARGIN, MARGIN, { width, align: 'center' });
  doc
    .moveDown(0.2)
    .fontSize(13)
    .text(heading === 'Question paper' ? spec.title : `${heading}: ${spec.title}`, {
      width,
      align: 'center',
    });
  doc.moveDown(0.2).font(font.regular).fontSize(10.5).fillColor(MUTED).text(spec.classLine, { width, align: 'center' });
  doc.moveDown(0.6);
  const top = doc.y;
  doc.fillColor(INK).text(`Date: ${spec.dateLine}`, MARGIN, top, { width: width / 2 });
  doc.text(rightNote, MARGIN + width / 2, top, { width: width / 2, align: 'right' });
  doc.y = Math.max(doc.y, top + 14) + 6;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  doc.y += 10;
}

/** Footer on every page; the bottom margin is lifted while it is drawn, or pdfkit would start a new page. */
function drawFooters(doc: PDFKit.PDFDocument, label: string): void {
  const font = fontsFor(doc);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    doc
      .font(font.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${label}  ·  Page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - 34, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** Moves to a new page when a block of this height would not fit above the footer. */
function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN - 20) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** The question paper: header, instructions, then each question with its options and marks. */
export function renderQuestionPaper(spec: PaperSpec): Promise<Buffer> {
  const { doc, finished, font, width } = newDocument(spec, 'Question paper');
  const total = spec.questions.length * MARKS_PER_QUESTION;
  drawHeader(doc, spec, 'Question paper', `Maximum marks: ${total}`);
  doc.font(font.regular).fontSize(10.5).fillColor(INK);
  doc.text('Name: ________________________________    Roll no.: __________    Section: ______', MARGIN, doc.y);
  doc.moveDown(0.8);

  doc.font(font.bold).fontSize(11).fillColor(INK).text('Instructions', MARGIN, doc.y);
  doc.moveDown(0.2).font(font.regular).fontSize(10).fillColor(INK);
  const instructions = [
    `Answer all ${spec.questions.length} questions.`,
    `Each question carries ${MARKS_PER_QUESTION} mark; there is no negative marking.`,
    'Each question has exactly one correct option. Write the letter of your chosen option in your answer sheet.',
  ];
  doc.list(instructions, { width, bulletRadius: 2, lineGap: 2, paragraphGap: 2 });
  doc.moveDown(0.8);

  const numberWidth = 26;
  const marksWidth = 30;
  const stemWidth = width - numberWidth - marksWidth;
  spec.questions.forEach((question, index) => {
    doc.font(font.regular).fontSize(11);
    const stemHeight = doc.heightOfString(question.stem, { width: stemWidth, lineGap: 2 });
    const optionsHeight = question.options.reduce(
      (sum, option) => sum + doc.heightOfString(`(A)  ${option}`, { width: stemWidth - 14 }) + 3,
      0,
    );
    keepTogether(doc, stemHeight + optionsHeight + 16);
    const top = doc.y;
    doc
      .font(font.bold)
      .fillColor(INK)
      .text(`${index + 1}.`, MARGIN, top, { width: numberWidth });
    doc.font(font.regular).fontSize(9.5).fillColor(MUTED);
    doc.text(`[${MARKS_PER_QUESTION}]`, MARGIN + width - marksWidth, top + 1, { width: marksWidth, align: 'right' });
    doc
      .font(font.regular)
      .fontSize(11)
      .fillColor(INK)
      .text(question.stem, MARGIN + numberWidth, top, { width: stemWidth, lineGap: 2 });
    doc.moveDown(0.25);
    question.options.forEach((option, optionIndex) => {
      doc.text(`(${letterOf(optionIndex)})  ${option}`, MARGIN + numberWidth + 14, doc.y, {
        width: stemWidth - 14,
      });
      doc.y += 3;
    });
    doc.moveDown(0.7);
  });

  drawFooters(doc, `${spec.schoolName} · ${spec.title}`);
  doc.end();
  return finished;
}

const shortened = (text: string) =>
  text.length <= EXPLANATION_MAX_CHARS ? text : `${text.slice(0, EXPLANATION_MAX_CHARS - 1).trimEnd()}…`;

/** The answer key: each question number with the right letter, the option's text and a short explanation. */
export function renderAnswerKey(spec: PaperSpec): Promise<Buffer> {
  const { doc, finished, font, width } = newDocument(spec, 'Answer key');
  drawHeader(doc, spec, 'Answer key', `${spec.questions.length} questions`);
  const numberWidth = 30;
  const textWidth = width - numberWidth;
  spec.questions.forEach((question, index) => {
    const answer = `${letterOf(question.answerIndex)}  (${question.options[question.answerIndex] ?? ''})`;
    const explanation = shortened(question.explanation.trim());
    doc.font(font.regular).fontSize(10);
    const height =
      doc.heightOfString(answer, { width: textWidth }) +
      (explanation ? doc.heightOfString(explanation, { width: textWidth }) : 0);
    keepTogether(doc, height + 12);
    const top = doc.y;
    doc
      .font(font.bold)
      .fontSize(11)
      .fillColor(INK)
      .text(`${index + 1}.`, MARGIN, top, { width: numberWidth });
    doc.text(answer, MARGIN + numberWidth, top, { width: textWidth });
    if (explanation) {
      doc
        .font(font.regular)
        .fontSize(9.5)
        .fillColor(MUTED)
        .text(explanation, MARGIN + numberWidth, doc.y + 1, {
          width: textWidth,
          lineGap: 1,
        });
    }
    doc.moveDown(0.6);
  });
  drawFooters(doc, `${spec.schoolName} · Answer key · ${spec.title}`);
  doc.end();
  return finished;
}
