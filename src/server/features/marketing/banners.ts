/**
 * The four ad banners of /ad-assets (spec section 2, decision 037): PNGs at their exact sizes,
 * drawn from SVG in the product's colours (src/web/styles.css), with the forget-me-not mark
 * (public/favicon.svg) and the hero line.
 *
 * Every word is drawn as outlines from fonts that ship with our dependencies (Lora for headings,
 * Inter for the rest, both SIL OFL), never as SVG text: librsvg would pick whatever fonts the
 * machine has, and a slim container has none, which would give a banner without words.
 * Glyphs are placed one by one with the font's kerning; no shaping is needed for these Latin lines.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import {
  AD_CALL_TO_ACTION,
  AD_FREE_NOTE,
  AD_HEADLINE,
  AD_SUBLINE,
  BANNERS,
  MARKETING_CLAIMS,
  type BannerName,
  type BannerSpec,
} from '@shared/messages.marketing';
import { APP_NAME } from '@shared/constants';

const require = createRequire(import.meta.url);

/** The few parts of opentype.js (2.x, CommonJS build) used here. */
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
}
interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  unitsPerEm: number;
  charToGlyph(ch: string): Glyph;
  getKerningValue(left: Glyph, right: Glyph): number;
}
const opentype = require('opentype.js') as { parse(buffer: ArrayBuffer): Font };

/** The product's colours: styles.css's oklch tokens in sRGB (librsvg reads no oklch). */
const C = {
  background: '#f8fafe', // --color-background oklch(0.985 0.006 260)
  foreground: '#1f2635', // --color-foreground oklch(0.27 0.03 265)
  primary: '#546bbd', // --color-primary oklch(0.55 0.13 270)
  secondary: '#e8effc', // --color-secondary oklch(0.95 0.02 265)
  muted: '#5a6475', // --color-muted-foreground oklch(0.5 0.03 262)
  accent: '#f4e6ca', // --color-accent oklch(0.93 0.04 85)
  warning: '#d49838', // --color-warning oklch(0.72 0.13 75)
  petal: '#6b7fd7', // the mark's petals (public/favicon.svg)
  centre: '#f5d565', // the mark's centre
  white: '#ffffff',
};

interface Fonts {
  heading: Font;
  body: Font;
  bodyBold: Font;
}

let fonts: Fonts | null = null;

function loadFont(pkg: string, file: string): Font {
  // The package's main file is its style sheet; the fonts are in files/ beside it.
  const dir = path.dirname(require.resolve(pkg));
  const buf = readFileSync(path.join(dir, 'files', file));
  return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
}

function loadFonts(): Fonts {
  fonts ??= {
    heading: loadFont('@fontsource/lora', 'lora-latin-600-normal.woff'),
    body: loadFont('@fontsource/inter', 'inter-latin-400-normal.woff'),
    bodyBold: loadFont('@fontsource/inter', 'inter-latin-600-normal.woff'),
  };
  return fonts;
}

/** The width of `text` at `size` pixels. */
export function measure(font: Font, text: string, size: number): number {
  const scale = size / font.unitsPerEm;
  let width = 0;
  let prev: Glyph | null = null;
  for (const ch of text) {
    const g = font.charToGlyph(ch);
    if (prev) width += font.getKerningValue(prev, g) * scale;
    width += (g.advanceWidth ?? 0) * scale;
    prev = g;
  }
  return width;
}

const n = (v: number | undefined) => (Math.round((v ?? 0) * 10) / 10).toString();

/**
 * SVG path data of a glyph's outline. Written here rather than with opentype.js's `toPathData`,
 * whose rounding turns a coordinate with a tiny fraction (1e-7) into NaN.
 */
function pathData(commands: PathCommand[]): string {
  let d = '';
  for (const c of commands) {
    if (c.type === 'Z') d += 'Z';
    else if (c.type === 'Q') d += `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'C') d += `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
    else d += `${c.type}${n(c.x)} ${n(c.y)}`;
  }
  return d;
}

type Anchor = 'start' | 'middle' | 'end';

/** `text` as one SVG path, its baseline at y, placed at x by `anchor`. */
function textPath(
  font: Font,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: Anchor = 'start',
) {
  const scale = size / font.unitsPerEm;
  const width = measure(font, text, size);
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let d = '';
  let prev: Glyph | null = null;
  for (const ch of text) {
    const g = font.charToGlyph(ch);
    if (prev) pen += font.getKerningValue(prev, g) * scale;
    d += pathData(g.getPath(pen, y, size).commands);
    pen += (g.advanceWidth ?? 0) * scale;
    prev = g;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Words in lines no wider than `maxWidth` (greedy). */
export function wrap(font: Font, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(font, next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Two lines of nearly equal width (a headline reads better balanced than greedily wrapped). */
function balanced(font: Font, text: string, size: number): string[] {
  const words = text.split(' ');
  let best: string[] = [text];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((l) => measure(font, l, size)));
    if (width < bestWidth) [best, bestWidth] = [lines, width];
  }
  return best;
}

/** The forget-me-not mark (public/favicon.svg, a 64-unit square) with its top left at x, y. */
function mark(x: number, y: number, size: number, opacity = 1): string {
  const s = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${s})" opacity="${opacity}"><g fill="${C.petal}"><circle cx="32" cy="18" r="11"/><circle cx="46" cy="30" r="11"/><circle cx="40" cy="46" r="11"/><circle cx="24" cy="46" r="11"/><circle cx="18" cy="30" r="11"/></g><circle cx="32" cy="33" r="7" fill="${C.centre}"/></g>`;
}

/** A five-pointed star centred at cx, cy. */
function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${C.warning}"/>`;
}

/** Five stars and the rating claim, centred on x (or starting at x). */
function rating(f: Fonts, x: number, y: number, size: number, anchor: 'start' | 'middle'): string {
  const r = size * 0.5;
  const gap = size * 0.25;
  const starsWidth = 5 * 2 * r + 4 * gap;
  const textWidth = measure(f.body, MARKETING_CLAIMS.rating, size);
  const total = starsWidth + size * 0.6 + textWidth;
  const left = anchor === 'middle' ? x - total / 2 : x;
  let out = '';
  for (let i = 0; i < 5; i++) out += star(left + r + i * (2 * r + gap), y - size * 0.36, r);
  out += textPath(f.body, MARKETING_CLAIMS.rating, left + starsWidth + size * 0.6, y, size, C.muted);
  return out;
}

/** The call to action as a rounded button; returns its SVG and width. */
function pill(f: Fonts, x: number, y: number, size: number, anchor: Anchor): { svg: string; width: number } {
  const padX = size * 1.1;
  const height = size * 2.4;
  const width = measure(f.bodyBold, AD_CALL_TO_ACTION, size) + 2 * padX;
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const svg =
    `<rect x="${left}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${C.primary}"/>` +
    textPath(f.bodyBold, AD_CALL_TO_ACTION, left + width / 2, y + height / 2 + size * 0.36, size, C.white, 'middle');
  return { svg, width };
}

/** The mark and the product's name side by side; `x` is the left edge or, for 'middle', the centre. */
function brand(f: Fonts, x: number, y: number, size: number, anchor: 'start' | 'middle'): string {
  const nameSize = size * 0.62;
  const gap = size * 0.25;
  const total = size + gap + measure(f.heading, APP_NAME, nameSize);
  const left = anchor === 'middle' ? x - total / 2 : x;
  return (
    mark(left, y, size) + textPath(f.heading, APP_NAME, left + size + gap, y + size * 0.72, nameSize, C.foreground)
  );
}

/** Soft flowers in a corner, in the product's blue, behind the words. */
function bloom(cx: number, cy: number, size: number): string {
  return (
    mark(cx - size / 2, cy - size / 2, size, 0.16) +
    mark(cx + size * 0.35, cy + size * 0.2, size * 0.55, 0.12) +
    mark(cx - size * 0.6, cy + size * 0.35, size * 0.4, 0.1)
  );
}

function frame(spec: BannerSpec, body: string): string {
  const { width: w, height: h } = spec;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${C.secondary}"/><stop offset="1" stop-color="${C.background}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

/** Lines of text stacked from baseline y; returns their SVG and the baseline after the last. */
function stack(
  font: Font,
  lines: string[],
  x: number,
  y: number,
  size: number,
  leading: number,
  fill: string,
  anchor: Anchor,
) {
  let svg = '';
  lines.forEach((line, i) => (svg += textPath(font, line, x, y + i * size * leading, size, fill, anchor)));
  return { svg, next: y + (lines.length - 1) * size * leading };
}

function heroSvg(f: Fonts, spec: BannerSpec): string {
  const x = 150;
  let body = bloom(1560, 560, 620);
  body += brand(f, x, 120, 84, 'start');
  const head = stack(f.heading, balanced(f.heading, AD_HEADLINE, 118), x, 420, 118, 1.12, C.foreground, 'start');
  body += head.svg;
  const sub = stack(f.body, wrap(f.body, AD_SUBLINE, 42, 980), x, head.next + 100, 42, 1.4, C.muted, 'start');
  body += sub.svg;
  const button = pill(f, x, sub.next + 70, 38, 'start');
  body += button.svg;
  body += textPath(f.body, AD_FREE_NOTE, x + button.width + 36, sub.next + 70 + 38 * 1.2 + 12, 30, C.muted);
  body += rating(f, x, 990, 30, 'start');
  return frame(spec, body);
}

function squareSvg(f: Fonts, spec: BannerSpec): string {
  const cx = spec.width / 2;
  let body = bloom(940, 930, 340) + bloom(120, 110, 220);
  body += brand(f, cx, 130, 80, 'middle');
  const head = stack(f.heading, balanced(f.heading, AD_HEADLINE, 100), cx, 400, 100, 1.12, C.foreground, 'middle');
  body += head.svg;
  const sub = stack(f.body, wrap(f.body, AD_SUBLINE, 38, 900), cx, head.next + 95, 38, 1.4, C.muted, 'middle');
  body += sub.svg;
  body += pill(f, cx, sub.next + 65, 36, 'middle').svg;
  body += rating(f, cx, 940, 28, 'middle');
  return frame(spec, body);
}

function storySvg(f: Fonts, spec: BannerSpec): string {
  const cx = spec.width / 2;
  let body = bloom(960, 1720, 420) + bloom(110, 230, 260);
  body += mark(cx - 110, 420, 220);
  body += textPath(f.heading, APP_NAME, cx, 730, 60, C.foreground, 'middle');
  const head = stack(f.heading, balanced(f.heading, AD_HEADLINE, 112), cx, 940, 112, 1.14, C.foreground, 'middle');
  body += head.svg;
  const sub = stack(f.body, wrap(f.body, AD_SUBLINE, 44, 860), cx, head.next + 110, 44, 1.4, C.muted, 'middle');
  body += sub.svg;
  body += pill(f, cx, sub.next + 80, 42, 'middle').svg;
  body += textPath(f.body, AD_FREE_NOTE, cx, sub.next + 80 + 42 * 2.4 + 70, 32, C.muted, 'middle');
  body += rating(f, cx, 1640, 32, 'middle');
  return frame(spec, body);
}

function leaderboardSvg(f: Fonts, spec: BannerSpec): string {
  const { width: w, height: h } = spec;
  let body = bloom(w - 120, h - 40, 260);
  body += mark(72, (h - 150) / 2, 150);
  const x = 262;
  const button = pill(f, w - 80, (h - 32 * 2.4) / 2, 32, 'end');
  // The headline takes the room between the mark and the button, at most 72 pixels high.
  const room = w - 80 - button.width - 50 - x;
  const size = Math.min(72, (72 * room) / measure(f.heading, AD_HEADLINE, 72));
  body += textPath(f.heading, APP_NAME, x, 128, 34, C.primary);
  body += textPath(f.heading, AD_HEADLINE, x, 128 + size * 1.25, size, C.foreground);
  body += textPath(f.body, AD_FREE_NOTE, x, 128 + size * 1.25 + 62, 30, C.muted);
  body += button.svg;
  return frame(spec, body);
}

const DRAW: Record<BannerName, (f: Fonts, spec: BannerSpec) => string> = {
  hero: heroSvg,
  square: squareSvg,
  story: storySvg,
  leaderboard: leaderboardSvg,
};

/** The banner's SVG (for tests and for looking at it). */
export function bannerSvg(name: BannerName): string {
  const spec = BANNERS.find((b) => b.name === name)!;
  return DRAW[name](loadFonts(), spec);
}

const rendered = new Map<BannerName, Promise<Buffer>>();

/**
 * The banner as a PNG, drawn once per process and then kept (four images, about a megabyte in
 * all): the same for every visitor until the product's look changes with a new release.
 */
export function bannerPng(name: BannerName): Promise<Buffer> {
  let png = rendered.get(name);
  if (!png) {
    png = sharp(Buffer.from(bannerSvg(name)))
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer();
    rendered.set(name, png);
    // A failed drawing is not kept: the next request tries again.
    png.catch(() => rendered.delete(name));
  }
  return png;
}
