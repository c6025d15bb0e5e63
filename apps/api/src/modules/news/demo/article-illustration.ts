import { TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';
import { escapeXml } from './xml-escape';

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 675;

type Palette = { from: string; to: string; accent: string; light: string; dark: string };
type Random = () => number;
type Motif = (random: Random, palette: Palette) => string;

const PALETTES: Record<TopicCategory, Palette> = {
  ENVIRONMENT: { from: '#d3f9d8', to: '#8ce99a', accent: '#2b8a3e', light: '#ebfbee', dark: '#1b4d2a' },
  SPORTS: { from: '#ffe8cc', to: '#ffa94d', accent: '#d9480f', light: '#fff4e6', dark: '#7a2e0b' },
  SOCIAL_CONCERNS: { from: '#ffdeeb', to: '#faa2c1', accent: '#c2255c', light: '#fff0f6', dark: '#6b1535' },
  BUSINESS: { from: '#e7f5ff', to: '#74c0fc', accent: '#1864ab', light: '#f8f9fa', dark: '#0b3558' },
  TRAVEL: { from: '#e3fafc', to: '#66d9e8', accent: '#0b7285', light: '#fff9db', dark: '#08404a' },
  ENTERTAINMENT: { from: '#f3d9fa', to: '#da77f2', accent: '#862e9c', light: '#fff3bf', dark: '#4a1857' },
  POLITICS: { from: '#edf2ff', to: '#91a7ff', accent: '#364fc7', light: '#f8f9fa', dark: '#1c2a6b' },
  EDUCATION_AND_RESEARCH: { from: '#fff9db', to: '#ffd43b', accent: '#e67700', light: '#ffffff', dark: '#6b3a00' },
  TECHNOLOGY_AND_INNOVATION: { from: '#dbe4ff', to: '#4dabf7', accent: '#1971c2', light: '#e7f5ff', dark: '#0b2e52' },
  CULTURAL_DIVERSITY: { from: '#fff0f6', to: '#ffc078', accent: '#e8590c', light: '#ffffff', dark: '#5c2a0a' },
  HEALTH: { from: '#e6fcf5', to: '#63e6be', accent: '#087f5b', light: '#ffffff', dark: '#06402e' },
};

/** FNV-1a, so the same (category, id) always draws the same picture. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator; Math.random would make the images differ between builds. */
function seededRandom(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, low: number, high: number): number => Math.round(low + random() * (high - low));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    points.push(`${Math.round(cx + radius * Math.cos(angle))},${Math.round(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

function gearPath(cx: number, cy: number, radius: number, teeth: number): string {
  const parts: string[] = [];
  const step = (Math.PI * 2) / (teeth * 4);
  for (let index = 0; index < teeth * 4; index++) {
    const r = index % 4 < 2 ? radius : radius * 0.8;
    const angle = step * index;
    parts.push(`${Math.round(cx + r * Math.cos(angle))} ${Math.round(cy + r * Math.sin(angle))}`);
  }
  return `M${parts.join('L')}Z`;
}

const leaf = (x: number, y: number, angle: number, scale: number, palette: Palette): string =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path d="M0 0C40-60 120-60 160 0C120 60 40 60 0 0Z" fill="${palette.accent}"/><path d="M0 0H150" stroke="${palette.light}" stroke-width="4"/></g>`;

const MOTIFS: Record<TopicCategory, Motif> = {
  ENVIRONMENT: (random, palette) => {
    const waves = [0, 1, 2]
      .map((row) => {
        const y = 520 + row * 45;
        return `<path d="M0 ${y}Q150 ${y - 35} 300 ${y}T600 ${y}T900 ${y}T1200 ${y}V675H0Z" fill="${palette.accent}" opacity="${0.25 + row * 0.2}"/>`;
      })
      .join('');
    const leaves = Array.from({ length: between(random, 4, 7) }, () =>
      leaf(between(random, 80, 1000), between(random, 80, 420), between(random, -60, 60), 0.6 + random(), palette),
    ).join('');
    return waves + leaves;
  },
  SPORTS: (random, palette) => {
    const lanes = [0, 1, 2]
      .map(
        (lane) =>
          `<rect x="${120 + lane * 30}" y="${330 + lane * 30}" width="${960 - lane * 60}" height="${300 - lane * 60}" rx="${150 - lane * 30}" fill="none" stroke="${palette.light}" stroke-width="10"/>`,
      )
      .join('');
    const x = between(random, 260, 940);
    const y = between(random, 140, 240);
    const ball = `<circle cx="${x}" cy="${y}" r="95" fill="${palette.light}" stroke="${palette.dark}" stroke-width="8"/><path d="M${x - 95} ${y}C${x - 40} ${y - 50} ${x + 40} ${y - 50} ${x + 95} ${y}M${x - 95} ${y}C${x - 40} ${y + 50} ${x + 40} ${y + 50} ${x + 95} ${y}" fill="none" stroke="${palette.accent}" stroke-width="8"/>`;
    return `<rect x="60" y="300" width="1080" height="360" rx="180" fill="${palette.accent}" opacity="0.55"/>${lanes}${ball}`;
  },
  SOCIAL_CONCERNS: (random, palette) => {
    const colours = [palette.accent, palette.dark, palette.light, '#ffffff'];
    const count = between(random, 4, 6);
    const gap = 1000 / count;
    const people = Array.from({ length: count }, (_, index) => {
      const x = Math.round(160 + gap * index);
      const colour = pick(random, colours);
      return `<circle cx="${x}" cy="380" r="45" fill="${colour}"/><rect x="${x - 60}" y="440" width="120" height="170" rx="50" fill="${colour}"/>`;
    }).join('');
    const heartX = between(random, 450, 650);
    const heart = `<path transform="translate(${heartX} 90) scale(2)" d="M40 30C40 0 0 0 0 30C0 60 40 75 40 100C40 75 80 60 80 30C80 0 40 0 40 30Z" fill="${palette.accent}"/>`;
    return heart + people;
  },
  BUSINESS: (random, palette) => {
    let height = between(random, 60, 120);
    const bars = Array.from({ length: 5 }, (_, index) => {
      height += between(random, 20, 80);
      return `<rect x="${220 + index * 140}" y="${600 - height}" width="90" height="${height}" rx="10" fill="${index % 2 ? palette.accent : palette.dark}"/>`;
    }).join('');
    const coins = Array.from(
      { length: between(random, 3, 5) },
      (_, index) =>
        `<ellipse cx="1000" cy="${580 - index * 28}" rx="80" ry="26" fill="${palette.light}" stroke="${palette.dark}" stroke-width="6"/>`,
    ).join('');
    return `<path d="M180 600H900" stroke="${palette.dark}" stroke-width="8"/>${bars}<path d="M220 470L450 380L610 420L880 220" fill="none" stroke="${palette.light}" stroke-width="14" stroke-linecap="round"/>${coins}`;
  },
  TRAVEL: (random, palette) => {
    const cx = between(random, 420, 780);
    const globe = `<circle cx="${cx}" cy="330" r="220" fill="${palette.accent}"/><g fill="none" stroke="${palette.light}" stroke-width="6"><ellipse cx="${cx}" cy="330" rx="90" ry="220"/><ellipse cx="${cx}" cy="330" rx="170" ry="220"/><path d="M${cx} 110V550M${cx - 220} 330H${cx + 220}M${cx - 190} 220H${cx + 190}M${cx - 190} 440H${cx + 190}"/></g>`;
    const routeY = between(random, 60, 140);
    const route = `<path d="M80 600Q${cx} ${routeY} 1120 560" fill="none" stroke="${palette.dark}" stroke-width="6" stroke-dasharray="18 14"/><path transform="translate(1090 540) rotate(25)" d="M0 0L-60-18L-60 18Z" fill="${palette.dark}"/>`;
    return globe + route;
  },
  ENTERTAINMENT: (random, palette) => {
    const stars = Array.from(
      { length: between(random, 4, 7) },
      () =>
        `<polygon points="${starPoints(between(random, 80, 1120), between(random, 60, 300), between(random, 30, 70), 20)}" fill="${palette.light}"/>`,
    ).join('');
    const film = `<rect x="0" y="420" width="1200" height="160" fill="${palette.dark}"/>${Array.from(
      { length: 12 },
      (_, index) =>
        `<rect x="${20 + index * 100}" y="435" width="50" height="22" rx="4" fill="${palette.light}"/><rect x="${20 + index * 100}" y="543" width="50" height="22" rx="4" fill="${palette.light}"/>`,
    ).join('')}`;
    const noteX = between(random, 300, 800);
    const note = `<g fill="${palette.accent}"><ellipse cx="${noteX}" cy="330" rx="45" ry="34"/><rect x="${noteX + 35}" y="130" width="14" height="200"/><path d="M${noteX + 49} 130q60 30 40 110q-10-50-40-60Z"/></g>`;
    return stars + film + note;
  },
  POLITICS: (random, palette) => {
    const columns = Array.from(
      { length: 6 },
      (_, index) => `<rect x="${330 + index * 100}" y="260" width="40" height="250" fill="${palette.light}"/>`,
    ).join('');
    const building = `<path d="M280 250L600 90L920 250Z" fill="${palette.accent}"/>${columns}<rect x="260" y="510" width="680" height="40" fill="${palette.dark}"/><rect x="220" y="550" width="760" height="40" fill="${palette.accent}"/>`;
    const boxX = pick(random, [60, 990]);
    const ballot = `<rect x="${boxX}" y="430" width="150" height="160" rx="12" fill="${palette.dark}"/><rect x="${boxX + 30}" y="445" width="90" height="10" fill="${palette.light}"/><rect x="${boxX + 40}" y="350" width="70" height="100" fill="#ffffff" transform="rotate(${between(random, -12, 12)} ${boxX + 75} 400)"/>`;
    return building + ballot;
  },
  EDUCATION_AND_RESEARCH: (random, palette) => {
    const book = `<path d="M600 560L260 500V240L600 300Z" fill="${palette.light}" stroke="${palette.dark}" stroke-width="8"/><path d="M600 560L940 500V240L600 300Z" fill="${palette.light}" stroke="${palette.dark}" stroke-width="8"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (line) =>
          `<path d="M310 ${300 + line * 45}L560 ${345 + line * 45}M640 ${345 + line * 45}L890 ${300 + line * 45}" stroke="${palette.accent}" stroke-width="6"/>`,
      )
      .join('')}`;
    const bulbX = between(random, 120, 170);
    const bulbY = between(random, 250, 300);
    const rays = [0, 1, 2, 3, 4]
      .map((ray) => {
        const angle = Math.PI + (Math.PI / 4) * ray;
        return `<path d="M${Math.round(bulbX + 90 * Math.cos(angle))} ${Math.round(bulbY + 90 * Math.sin(angle))}L${Math.round(bulbX + 125 * Math.cos(angle))} ${Math.round(bulbY + 125 * Math.sin(angle))}"/>`;
      })
      .join('');
    const bulb = `<circle cx="${bulbX}" cy="${bulbY}" r="60" fill="${palette.light}"/><rect x="${bulbX - 25}" y="${bulbY + 55}" width="50" height="35" rx="6" fill="${palette.dark}"/><g stroke="${palette.accent}" stroke-width="8">${rays}</g>`;
    const pencil = `<g transform="translate(${between(random, 880, 1000)} 110) rotate(35)"><rect width="40" height="220" fill="${palette.accent}"/><path d="M0 220L20 270L40 220Z" fill="${palette.dark}"/></g>`;
    return book + bulb + pencil;
  },
  TECHNOLOGY_AND_INNOVATION: (random, palette) => {
    const gears = [
      [between(random, 300, 420), 300, 150, 10],
      [between(random, 560, 640), 460, 95, 8],
    ]
      .map(
        ([cx = 0, cy = 0, radius = 0, teeth = 0], index) =>
          `<path d="${gearPath(cx, cy, radius, teeth)}" fill="${index ? palette.dark : palette.accent}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(radius * 0.35)}" fill="${palette.light}"/>`,
      )
      .join('');
    const traces = Array.from({ length: 4 }, (_, index) => {
      const y = 150 + index * 110;
      const bend = between(random, 820, 940);
      return `<path d="M720 ${y}H${bend}V${y + 50}H1120" fill="none" stroke="${palette.light}" stroke-width="8"/><circle cx="1120" cy="${y + 50}" r="16" fill="${palette.dark}"/><circle cx="720" cy="${y}" r="12" fill="${palette.dark}"/>`;
    }).join('');
    return gears + traces;
  },
  CULTURAL_DIVERSITY: (random, palette) => {
    const colours = ['#f03e3e', '#f59f00', '#37b24d', '#1c7ed6', '#ae3ec9', '#0ca678', palette.accent];
    const count = between(random, 6, 8);
    const ring = Array.from({ length: count }, (_, index) => {
      const angle = ((Math.PI * 2) / count) * index;
      return `<circle cx="${Math.round(600 + 150 * Math.cos(angle))}" cy="${Math.round(300 + 150 * Math.sin(angle))}" r="95" fill="${colours[index % colours.length]}" opacity="0.75"/>`;
    }).join('');
    const offset = between(random, 0, 60);
    const band = Array.from(
      { length: 14 },
      (_, index) =>
        `<path d="M${offset + index * 90} 600l45-40l45 40l-45 40Z" fill="${colours[(index + count) % colours.length]}"/>`,
    ).join('');
    return ring + band;
  },
  HEALTH: (random, palette) => {
    const crossX = between(random, 140, 260);
    const cross = `<path d="M${crossX} 110h80v80h80v80h-80v80h-80v-80h-80v-80h80Z" fill="${palette.light}" stroke="${palette.accent}" stroke-width="8"/>`;
    const peak = between(random, 120, 200);
    const beat = `<path d="M0 520H420L470 440L530 ${peak + 300}L590 610L640 520H1200" fill="none" stroke="${palette.accent}" stroke-width="12" stroke-linejoin="round"/>`;
    const apple = `<circle cx="930" cy="260" r="120" fill="#e03131"/><path d="M930 140q10-60 60-70q-10 60-60 70Z" fill="${palette.accent}"/>`;
    return cross + beat + apple;
  },
};

/** A 1200x675 illustration drawn from the article's category and id: palette, motifs and a label. */
export function renderIllustration(category: TopicCategory, articleId: string): string {
  const palette = PALETTES[category];
  const random = seededRandom(hashOf(`${category}:${articleId}`));
  const bubbles = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${between(random, 0, 1200)}" cy="${between(random, 0, 675)}" r="${between(random, 80, 220)}" fill="#ffffff" opacity="0.18"/>`,
  ).join('');
  const label = TOPIC_CATEGORY_LABELS[category];
  const labelWidth = 60 + label.length * 22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    '<rect width="1200" height="675" fill="url(#bg)"/>',
    bubbles,
    MOTIFS[category](random, palette),
    `<rect x="32" y="28" width="${labelWidth}" height="64" rx="32" fill="${palette.dark}" opacity="0.85"/>`,
    `<text x="${32 + labelWidth / 2}" y="71" text-anchor="middle" font-family="Verdana, sans-serif" font-size="34" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Initials in a rounded square of the publisher's colour. */
export function renderLogo(name: string, colour: string): string {
  const initials = name
    .replace(/^The\s+/i, '')
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
  const fontSize = initials.length > 2 ? 84 : 112;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<rect width="256" height="256" rx="48" fill="${escapeXml(colour)}"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
