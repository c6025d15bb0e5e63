/**
 * Pictures for the demo posts, drawn by our own code (never photos): posters, bar charts and illustrations
 * as SVG strings, rendered to WebP with sharp like an upload (main image plus 960 and 480 px variants).
 * The same spec always draws the same picture.
 */
import sharp from 'sharp';
import { escapeXml } from '../../news/demo/xml-escape';

export const DEMO_IMAGE_WIDTH = 1200;
export const DEMO_IMAGE_HEIGHT = 675;
export const DEMO_VARIANT_WIDTHS = [960, 480] as const;

export const DEMO_MOTIFS = [
  'trophy',
  'flask',
  'book',
  'leaf',
  'puzzle',
  'newspaper',
  'balloons',
  'star',
  'column',
  'bulb',
  'ball',
  'palette',
  'code',
  'heart',
] as const;
export type DemoMotif = (typeof DEMO_MOTIFS)[number];

export type DemoImageSpec =
  | { kind: 'poster'; title: string; subtitle?: string | undefined; motif: DemoMotif; palette: number }
  | { kind: 'chart'; title: string; labels: string[]; values: number[]; unit?: string | undefined; palette: number }
  | { kind: 'illustration'; title: string; motif: DemoMotif; palette: number };

interface Palette {
  from: string;
  to: string;
  accent: string;
  dark: string;
  light: string;
}

const PALETTES: Palette[] = [
  { from: '#fff9db', to: '#ffd43b', accent: '#e67700', dark: '#5c3c00', light: '#ffffff' },
  { from: '#d3f9d8', to: '#69db7c', accent: '#2b8a3e', dark: '#1b4d2a', light: '#ebfbee' },
  { from: '#dbe4ff', to: '#748ffc', accent: '#364fc7', dark: '#1c2a6b', light: '#edf2ff' },
  { from: '#ffe3e3', to: '#ff8787', accent: '#c92a2a', dark: '#5c1010', light: '#fff5f5' },
  { from: '#e3fafc', to: '#3bc9db', accent: '#0b7285', dark: '#08404a', light: '#f8f9fa' },
  { from: '#f3d9fa', to: '#cc5de8', accent: '#862e9c', dark: '#4a1857', light: '#f8f0fc' },
  { from: '#fff4e6', to: '#ffa94d', accent: '#d9480f', dark: '#7a2e0b', light: '#ffffff' },
];

const paletteOf = (index: number): Palette => PALETTES[Math.abs(index) % PALETTES.length] as Palette;

function motifSvg(motif: DemoMotif, x: number, y: number, size: number, p: Palette): string {
  const s = size / 200;
  const body = (() => {
    switch (motif) {
      case 'trophy':
        return `<path d="M50 20H150V70C150 110 125 130 100 130C75 130 50 110 50 70Z" fill="${p.accent}"/><path d="M50 35H20C20 75 40 90 55 90M150 35H180C180 75 160 90 145 90" fill="none" stroke="${p.accent}" stroke-width="12"/><rect x="88" y="128" width="24" height="30" fill="${p.dark}"/><rect x="60" y="158" width="80" height="22" rx="6" fill="${p.dark}"/><polygon points="100,45 108,65 130,65 112,78 119,98 100,86 81,98 88,78 70,65 92,65" fill="${p.light}"/>`;
      case 'flask':
        return `<path d="M80 20H120V75L170 165C175 178 168 185 155 185H45C32 185 25 178 30 165L80 75Z" fill="${p.light}" stroke="${p.dark}" stroke-width="8"/><path d="M58 130H142L162 168C164 174 160 177 154 177H46C40 177 36 174 38 168Z" fill="${p.accent}"/><circle cx="85" cy="150" r="8" fill="${p.light}"/><circle cx="115" cy="140" r="6" fill="${p.light}"/><circle cx="105" cy="160" r="4" fill="${p.light}"/>`;
      case 'book':
        return `<path d="M100 45C75 30 45 28 15 35V170C45 163 75 165 100 180Z" fill="${p.light}" stroke="${p.dark}" stroke-width="7"/><path d="M100 45C125 30 155 28 185 35V170C155 163 125 165 100 180Z" fill="${p.light}" stroke="${p.dark}" stroke-width="7"/><path d="M35 70H80M35 95H80M35 120H80M120 70H165M120 95H165M120 120H165" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>`;
      case 'leaf':
        return `<path d="M30 170C30 80 90 25 180 25C180 115 120 170 30 170Z" fill="${p.accent}"/><path d="M30 170C80 120 120 85 165 40" stroke="${p.light}" stroke-width="8" fill="none"/><circle cx="60" cy="60" r="18" fill="${p.to}"/>`;
      case 'puzzle':
        return `<path d="M20 60H75C70 40 80 25 95 25C110 25 120 40 115 60H170V110C190 105 200 115 200 130C200 145 190 155 170 150V190H20Z" fill="${p.accent}"/><path d="M20 125H80V190" stroke="${p.light}" stroke-width="6" fill="none"/>`;
      case 'newspaper':
        return `<rect x="20" y="30" width="160" height="150" rx="10" fill="${p.light}" stroke="${p.dark}" stroke-width="7"/><rect x="38" y="48" width="124" height="26" fill="${p.accent}"/><rect x="38" y="88" width="55" height="55" fill="${p.to}"/><path d="M105 92H162M105 108H162M105 124H162M105 140H162M38 158H162" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`;
      case 'balloons':
        return `<ellipse cx="65" cy="70" rx="38" ry="48" fill="${p.accent}"/><ellipse cx="135" cy="60" rx="38" ry="48" fill="${p.to}"/><ellipse cx="100" cy="95" rx="34" ry="44" fill="${p.dark}"/><path d="M65 118Q75 150 100 190M135 108Q125 150 100 190M100 139V190" stroke="${p.dark}" stroke-width="3" fill="none"/>`;
      case 'star':
        return `<polygon points="100,10 124,72 190,75 138,115 156,180 100,143 44,180 62,115 10,75 76,72" fill="${p.accent}" stroke="${p.dark}" stroke-width="6"/><circle cx="100" cy="100" r="22" fill="${p.light}"/>`;
      case 'column':
        return `<rect x="30" y="20" width="140" height="22" fill="${p.dark}"/><polygon points="20,42 180,42 165,58 35,58" fill="${p.accent}"/><path d="M55 58V160M85 58V160M115 58V160M145 58V160" stroke="${p.light}" stroke-width="16"/><rect x="35" y="160" width="130" height="16" fill="${p.accent}"/><rect x="22" y="176" width="156" height="18" fill="${p.dark}"/>`;
      case 'bulb':
        return `<circle cx="100" cy="80" r="60" fill="${p.accent}"/><rect x="75" y="135" width="50" height="40" rx="8" fill="${p.dark}"/><path d="M80 150H120M80 162H120" stroke="${p.light}" stroke-width="5"/><path d="M100 5V0M30 25L20 15M170 25L180 15M10 80H0M190 80H200" stroke="${p.dark}" stroke-width="8"/><path d="M80 85L95 100L125 65" stroke="${p.light}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      case 'ball':
        return `<circle cx="100" cy="100" r="85" fill="${p.light}" stroke="${p.dark}" stroke-width="8"/><polygon points="100,60 135,85 122,125 78,125 65,85" fill="${p.dark}"/><path d="M100 60V18M135 85L175 70M122 125L148 165M78 125L52 165M65 85L25 70" stroke="${p.dark}" stroke-width="6"/>`;
      case 'palette':
        return `<path d="M100 15C45 15 10 55 10 100C10 150 50 185 95 185C115 185 118 170 110 158C100 145 108 130 125 130H150C175 130 190 112 190 90C190 45 150 15 100 15Z" fill="${p.light}" stroke="${p.dark}" stroke-width="7"/><circle cx="60" cy="75" r="15" fill="#e03131"/><circle cx="100" cy="50" r="15" fill="#1c7ed6"/><circle cx="145" cy="70" r="15" fill="#37b24d"/><circle cx="55" cy="125" r="15" fill="#f59f00"/>`;
      case 'code':
        return `<rect x="10" y="30" width="180" height="140" rx="14" fill="${p.dark}"/><rect x="10" y="30" width="180" height="26" rx="12" fill="${p.accent}"/><path d="M60 90L40 110L60 130M140 90L160 110L140 130M112 82L88 138" stroke="${p.light}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      case 'heart':
        return `<path d="M100 60C100 20 20 20 20 75C20 120 70 150 100 185C130 150 180 120 180 75C180 20 100 20 100 60Z" fill="${p.accent}"/><path d="M60 70C60 55 75 45 88 52" stroke="${p.light}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
  })();
  return `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;
}

const background = (p: Palette) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" fill="url(#bg)"/>`;

const confetti = (p: Palette, seed: number) =>
  Array.from({ length: 14 }, (_, index) => {
    const x = (seed * 97 + index * 173) % DEMO_IMAGE_WIDTH;
    const y = (seed * 61 + index * 131) % DEMO_IMAGE_HEIGHT;
    const colour = index % 3 === 0 ? p.accent : index % 3 === 1 ? p.light : p.dark;
    return `<circle cx="${x}" cy="${y}" r="${6 + (index % 4) * 3}" fill="${colour}" opacity="0.45"/>`;
  }).join('');

/** Splits a title into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  // Too long: the last line that fits ends with an ellipsis rather than losing words silently.
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

const textLines = (lines: string[], x: number, y: number, size: number, fill: string, anchor = 'start') =>
  lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.2}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 1000;
}

export function demoImageSvg(spec: DemoImageSpec): string {
  const p = paletteOf(spec.palette);
  const seed = seedOf(spec.title);
  let content: string;
  switch (spec.kind) {
    case 'poster': {
      const title = textLines(wrap(spec.title, 18, 3), 80, 200, 72, p.dark);
      const subtitle = spec.subtitle ? textLines(wrap(spec.subtitle, 34, 2), 80, 480, 38, p.accent) : '';
      content = `${confetti(p, seed)}<rect x="40" y="40" width="1120" height="595" rx="36" fill="none" stroke="${p.light}" stroke-width="10"/>${title}${subtitle}${motifSvg(spec.motif, 760, 150, 360, p)}`;
      break;
    }
    case 'chart': {
      const max = Math.max(1, ...spec.values);
      const count = Math.max(1, spec.values.length);
      const slot = 960 / count;
      const barWidth = Math.min(140, slot * 0.6);
      const bars = spec.values
        .map((value, index) => {
          const height = Math.round((value / max) * 380);
          const x = Math.round(140 + index * slot + (slot - barWidth) / 2);
          const y = 600 - height;
          const colour = index % 2 === 0 ? p.accent : p.dark;
          const label = escapeXml(spec.labels[index] ?? '');
          return `<rect x="${x}" y="${y}" width="${Math.round(barWidth)}" height="${height}" rx="10" fill="${colour}"/><text x="${x + barWidth / 2}" y="${y - 14}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="30" fill="${p.dark}" text-anchor="middle">${value}${escapeXml(spec.unit ?? '')}</text><text x="${x + barWidth / 2}" y="640" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${p.dark}" text-anchor="middle">${label}</text>`;
        })
        .join('');
      content = `<rect x="40" y="30" width="1120" height="620" rx="30" fill="${p.light}" opacity="0.85"/>${textLines(wrap(spec.title, 40, 1), 600, 100, 48, p.dark, 'middle')}<path d="M120 600H1100M120 600V170" stroke="${p.dark}" stroke-width="5"/>${bars}`;
      break;
    }
    case 'illustration': {
      content = `${confetti(p, seed)}<circle cx="600" cy="300" r="230" fill="${p.light}" opacity="0.6"/>${motifSvg(spec.motif, 430, 130, 340, p)}${motifSvg(spec.motif, 90, 420, 150, p)}${motifSvg(spec.motif, 960, 90, 150, p)}<rect x="0" y="575" width="1200" height="100" fill="${p.dark}" opacity="0.85"/>${textLines(wrap(spec.title, 50, 1), 600, 640, 40, p.light, 'middle')}`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 ${DEMO_IMAGE_WIDTH} ${DEMO_IMAGE_HEIGHT}">${background(p)}${content}</svg>`;
}

export interface RenderedImage {
  main: { data: Buffer; width: number; height: number };
  variants: Array<{ data: Buffer; width: number }>;
}

/** The SVG rasterised once; every WebP is encoded from those pixels. */
export async function renderDemoImage(spec: DemoImageSpec): Promise<RenderedImage> {
  return renderSvg(demoImageSvg(spec));
}

export async function renderSvg(svg: string): Promise<RenderedImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const main = await pixels().webp({ quality: 78, effort: 2 }).toBuffer();
  const variants = await Promise.all(
    DEMO_VARIANT_WIDTHS.map(async (width) => ({
      width,
      data: await pixels().resize({ width }).webp({ quality: 75, effort: 2 }).toBuffer(),
    })),
  );
  return { main: { data: main, width: info.width, height: info.height }, variants };
}
