/// <reference path="./mjml.d.ts" />
/**
 * The newsletter as an email: responsive HTML from MJML (one column that fits a phone, 600 px on a desktop, dark
 * text on white with the school's colour and logo in the masthead, its colour on buttons), and the same words as
 * plain text. Rendered once per newsletter; each recipient's unsubscribe address replaces a placeholder, so sending
 * to thousands does not run MJML thousands of times. No pixels, no tracked links: every link is the plain address.
 */
import { newsletterMastheadColor, type RenderedBlock } from '@noticeboard/shared';
import mjml2html from 'mjml';

export const UNSUBSCRIBE_PLACEHOLDER = '%%NB_UNSUBSCRIBE_URL%%';

export interface EmailContent {
  schoolName: string;
  title: string;
  preheader: string;
  accentColor: string;
  /** The school's newsletter logo (an absolute, open address) and the size it is shown at, or null. */
  logo: { url: string; width: number; height: number } | null;
  /** e.g. "Friday, 4 December 2026". */
  dateLine: string;
  blocks: RenderedBlock[];
  /** The public page (null in a draft's preview). */
  webUrl: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The masthead shows the logo at most this tall and wide (CSS pixels; the file has more for sharp screens). */
const LOGO_SHOWN = { height: 56, width: 240 };

/** The size the logo is shown at in a masthead: at most 56 px tall and 240 px wide, its shape kept. */
export function shownLogoSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(LOGO_SHOWN.height / height, LOGO_SHOWN.width / width, 1);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TEXT = 'font-size="16px" line-height="1.6" color="#212529" font-family="Helvetica, Arial, sans-serif"';

function blockMjml(block: RenderedBlock, accent: string): string {
  switch (block.type) {
    case 'HEADING':
      return `<mj-text ${TEXT} font-size="22px" font-weight="700" padding-top="24px"><h2 style="margin:0;font-size:22px">${escapeHtml(block.text)}</h2></mj-text>`;
    case 'TEXT':
      // Already cleaned by the post sanitiser when it was saved.
      return `<mj-text ${TEXT}>${block.html}</mj-text>`;
    case 'IMAGE':
      return `<mj-image src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" fluid-on-mobile="true" border-radius="6px" />${
        block.caption
          ? `<mj-text ${TEXT} font-size="14px" color="#495057" padding-top="4px">${escapeHtml(block.caption)}</mj-text>`
          : ''
      }`;
    case 'POST':
      return `<mj-text ${TEXT} container-background-color="#f1f3f5" padding="16px 20px"><p style="margin:0 0 6px;font-size:14px;color:#495057">From our community · ${escapeHtml(block.author)}</p><p style="margin:0 0 8px">${escapeHtml(block.text)}</p><a href="${escapeHtml(block.url)}" style="color:${accent}">Read the post</a></mj-text>`;
    case 'ARTICLE':
      return `<mj-text ${TEXT} padding-top="16px"><p style="margin:0 0 4px;font-size:14px;color:#495057">In the news · ${escapeHtml(block.publisher)}</p><a href="${escapeHtml(block.url)}" style="color:#212529;font-size:18px;font-weight:700;text-decoration:none">${escapeHtml(block.title)}</a><p style="margin:6px 0 0">${escapeHtml(block.summary)}</p></mj-text>`;
    case 'EVENT':
      return `<mj-text ${TEXT} container-background-color="#fff9db" padding="16px 20px"><p style="margin:0;font-weight:700">${escapeHtml(block.title)}</p><p style="margin:4px 0 0">${escapeHtml(block.when)}${block.place ? ` · ${escapeHtml(block.place)}` : ''}</p></mj-text>`;
    case 'CTA':
      return `<mj-button href="${escapeHtml(block.url)}" background-color="${accent}" color="#ffffff" font-size="16px" font-weight="700" border-radius="6px" padding="16px 0">${escapeHtml(block.label)}</mj-button>`;
  }
}

function blockText(block: RenderedBlock): string {
  switch (block.type) {
    case 'HEADING':
      return `${block.text.toUpperCase()}\n`;
    case 'TEXT':
      return htmlToText(block.html);
    case 'IMAGE':
      return block.caption || block.alt ? `[Picture: ${block.caption || block.alt}]` : '';
    case 'POST':
      return `From our community · ${block.author}\n${block.text}\nRead the post: ${block.url}`;
    case 'ARTICLE':
      return `In the news · ${block.publisher}\n${block.title}\n${block.summary}\n${block.url}`;
    case 'EVENT':
      return `${block.title}\n${block.when}${block.place ? ` · ${block.place}` : ''}`;
    case 'CTA':
      return `${block.label}: ${block.url}`;
  }
}

/** The cleaned rich text as plain text: links kept as "text (address)". */
export function htmlToText(html: string): string {
  return html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/(p|li|blockquote|h3|h4)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const accent = newsletterMastheadColor(content.accentColor);
  const body = content.blocks.map((block) => blockMjml(block, accent)).join('\n');
  const logo = content.logo;
  const logoMjml = logo
    ? `        <mj-image src="${escapeHtml(logo.url)}" alt="${escapeHtml(content.schoolName)}" width="${logo.width}px" height="${logo.height}px" align="left" padding="0 25px 8px" />\n`
    : '';
  const webLink = content.webUrl
    ? `<a href="${escapeHtml(content.webUrl)}" style="color:#495057">Read it on the web</a> · `
    : '';
  const mjml = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.title)}</mj-title>
    <mj-preview>${escapeHtml(content.preheader)}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f8f9fa" width="600px">
    <mj-section background-color="${accent}" padding="24px 16px">
      <mj-column>
${logoMjml}        <mj-text color="#ffffff" font-size="14px" font-weight="700" letter-spacing="1px">${escapeHtml(content.schoolName.toUpperCase())}</mj-text>
        <mj-text color="#ffffff" font-size="28px" line-height="1.25" font-weight="700"><h1 style="margin:0;font-size:28px">${escapeHtml(content.title)}</h1></mj-text>
        <mj-text color="#ffffff" font-size="14px">${escapeHtml(content.dateLine)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 16px 24px">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="13px" line-height="1.5" color="#495057">You receive this newsletter from ${escapeHtml(content.schoolName)} because you are part of its school community.<br />${webLink}<a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:#495057">Unsubscribe</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html } = await mjml2html(mjml, { validationLevel: 'soft' });
  const text = [
    content.schoolName,
    content.title,
    content.dateLine,
    '',
    ...content.blocks
      .map(blockText)
      .filter(Boolean)
      .flatMap((part) => [part, '']),
    content.webUrl ? `Read it on the web: ${content.webUrl}` : '',
    `Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}`,
  ]
    .filter((line, index, all) => !(line === '' && all[index - 1] === ''))
    .join('\n');
  return { subject: `${content.title} · ${content.schoolName}`, html, text };
}

/** One recipient's copy: their own unsubscribe address in both parts. */
export function personalise(email: RenderedEmail, unsubscribeUrl: string): RenderedEmail {
  return {
    subject: email.subject,
    html: email.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escapeHtml(unsubscribeUrl)),
    text: email.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
  };
}
