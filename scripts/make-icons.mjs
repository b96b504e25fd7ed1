#!/usr/bin/env node
/**
 * Draws the installable app's icons (decision 025) from the flower of public/favicon.svg, once:
 * the PNGs are committed in public/icons/, so a build never depends on rendering SVG. Run it again
 * after changing the flower or the colours: `node scripts/make-icons.mjs`.
 *
 * - icon-192.png, icon-512.png ("any"): the flower on a soft rounded tile;
 * - maskable-192.png, maskable-512.png: the tile's colour to every edge and the flower inside the
 *   central safe zone (a circle of 80 % of the width), so a launcher may cut any shape;
 * - apple-touch-icon.png (180): opaque, as iOS fills transparency with black.
 */
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './build-lib.mjs';

/** --color-secondary of src/web/styles.css (oklch(0.95 0.02 265)). */
const TILE = '#e8effc';

const favicon = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
// The flower's shapes, drawn on a 64 × 64 grid.
const flower = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** An SVG of `size` pixels: the flower at `scale` of the width, centred, on an optional tile. */
function svg(size, { scale, tile }) {
  const inner = size * scale;
  const offset = (size - inner) / 2;
  const background =
    tile === 'rounded'
      ? `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${TILE}"/>`
      : `<rect width="${size}" height="${size}" fill="${TILE}"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      background +
      `<g transform="translate(${offset} ${offset}) scale(${inner / 64})">${flower}</g></svg>`,
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, scale: 0.74, tile: 'rounded' },
  { file: 'icon-512.png', size: 512, scale: 0.74, tile: 'rounded' },
  // The petals reach 27 of the grid's 64 units from its centre: at 80 % of the width they stay
  // within 34 % of it, inside the safe circle (40 %).
  { file: 'maskable-192.png', size: 192, scale: 0.8, tile: 'full' },
  { file: 'maskable-512.png', size: 512, scale: 0.8, tile: 'full' },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.7, tile: 'full' },
];

const outDir = path.join(root, 'public/icons');
mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  await sharp(svg(icon.size, icon))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(outDir, icon.file));
  console.log(`public/icons/${icon.file} (${icon.size} × ${icon.size})`);
}
