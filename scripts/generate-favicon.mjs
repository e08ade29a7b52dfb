// Writes app/favicon.ico (served at /favicon.ico, which browsers ask for on every first visit):
// the brand's initial, white on the brand green, as 16, 32 and 48 px PNGs in one ICO file.
// Run again after changing the mark: `node scripts/generate-favicon.mjs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// An "R" drawn with strokes (no font needed), on --color-brand-700 from app/globals.css.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#065f46"/>
  <path d="M11 25V7h6a5 5 0 0 1 0 10h-6M16.5 17l5.5 8" fill="none" stroke="#fff" stroke-width="3.5"
    stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) =>
    sharp(Buffer.from(svg), { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICO: a 6-byte header, one 16-byte entry per image, then the PNG data (PNG-in-ICO, Vista on).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[index] % 256, 0);
  entry.writeUInt8(sizes[index] % 256, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
writeFileSync(
  path.join(repoRoot, 'app', 'favicon.ico'),
  Buffer.concat([header, ...entries, ...images]),
);
