// Draws the site's illustrations (hero, world coverage, about, blog covers, testimonial
// portraits, logo) as SVG and rasterises them with sharp into public/images. The PNGs are
// committed; run again (`node scripts/generate-content-images.mjs`) after changing a drawing.
// next/image serves them as AVIF/WebP at the size each page asks for.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve('public/images');
const brand = {
  50: '#ecfdf5',
  100: '#d1fae5',
  300: '#6ee7b7',
  500: '#10b981',
  600: '#047857',
  700: '#065f46',
  800: '#064e3b',
};

const document = (x, y, w, h, tilt, accent) => `
  <g transform="translate(${x} ${y}) rotate(${tilt})">
    <rect width="${w}" height="${h}" rx="18" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
    <rect x="${w * 0.12}" y="${h * 0.1}" width="${w * 0.5}" height="${h * 0.06}" rx="6" fill="${accent}"/>
    ${[0.24, 0.32, 0.4, 0.48, 0.56].map((r) => `<rect x="${w * 0.12}" y="${h * r}" width="${w * (r === 0.56 ? 0.45 : 0.76)}" height="${h * 0.03}" rx="4" fill="#e2e8f0"/>`).join('')}
    <circle cx="${w * 0.72}" cy="${h * 0.78}" r="${w * 0.13}" fill="none" stroke="${accent}" stroke-width="6"/>
    <path d="M${w * 0.66} ${h * 0.78} l${w * 0.05} ${w * 0.05} l${w * 0.09} -${w * 0.1}" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const globe = (cx, cy, r) => `
  <g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${brand[100]}" stroke="${brand[600]}" stroke-width="4"/>
    ${[0.35, 0.7].map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${r * k}" ry="${r}" fill="none" stroke="${brand[600]}" stroke-width="2" opacity="0.5"/>`).join('')}
    ${[-0.5, 0, 0.5].map((k) => `<ellipse cx="${cx}" cy="${cy + r * k}" rx="${r * Math.sqrt(1 - k * k)}" ry="${r * 0.12}" fill="none" stroke="${brand[600]}" stroke-width="2" opacity="0.5"/>`).join('')}
  </g>`;

// Rough positions of the six markets on an equirectangular map (x from longitude, y from latitude).
const markets = [
  { lon: 8, lat: 9 }, // Nigeria
  { lon: -1, lat: 7.9 }, // Ghana
  { lon: 24, lat: -29 }, // South Africa
  { lon: -2, lat: 53 }, // United Kingdom
  { lon: -96, lat: 56 }, // Canada
  { lon: -98, lat: 39 }, // USA
];

const drawings = {
  'hero.png': {
    width: 1200,
    height: 900,
    svg: `
      <rect width="1200" height="900" fill="${brand[50]}"/>
      <circle cx="930" cy="180" r="260" fill="${brand[100]}"/>
      <circle cx="200" cy="760" r="200" fill="#e0f2fe"/>
      ${globe(860, 560, 210)}
      ${document(170, 170, 360, 470, -8, brand[600])}
      ${document(430, 250, 360, 470, 6, '#1d4ed8')}
      <g transform="translate(760 140)">
        <rect width="250" height="120" rx="24" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
        <circle cx="60" cy="60" r="30" fill="${brand[500]}"/>
        <path d="M45 60 l12 12 l20 -24" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
        <rect x="110" y="40" width="110" height="14" rx="7" fill="${brand[700]}"/>
        <rect x="110" y="66" width="80" height="12" rx="6" fill="#cbd5e1"/>
      </g>`,
  },
  'world-coverage.png': {
    width: 1200,
    height: 600,
    svg: `
      <rect width="1200" height="600" fill="#f8fafc"/>
      ${Array.from({ length: 24 }, (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="600" stroke="#e2e8f0" stroke-width="2"/>`).join('')}
      ${Array.from({ length: 12 }, (_, i) => `<line x1="0" y1="${i * 50}" x2="1200" y2="${i * 50}" stroke="#e2e8f0" stroke-width="2"/>`).join('')}
      ${markets
        .map(({ lon, lat }) => {
          const x = ((lon + 180) / 360) * 1200;
          const y = ((90 - lat) / 180) * 600;
          return `<line x1="${x}" y1="${y}" x2="${((8 + 180) / 360) * 1200}" y2="${((90 - 9) / 180) * 600}" stroke="${brand[500]}" stroke-width="3" stroke-dasharray="10 8"/>
            <circle cx="${x}" cy="${y}" r="26" fill="${brand[300]}" opacity="0.6"/>
            <circle cx="${x}" cy="${y}" r="12" fill="${brand[700]}"/>`;
        })
        .join('')}`,
  },
  'about-team.png': {
    width: 1200,
    height: 800,
    svg: `
      <rect width="1200" height="800" fill="${brand[50]}"/>
      <rect x="140" y="520" width="920" height="40" rx="20" fill="${brand[700]}"/>
      ${[260, 480, 720, 940]
        .map(
          (
            x,
            i,
          ) => `<circle cx="${x}" cy="300" r="70" fill="${['#f59e0b', '#0ea5e9', '#a855f7', brand[500]][i]}"/>
          <rect x="${x - 100}" y="380" width="200" height="140" rx="60" fill="${['#92400e', '#075985', '#6b21a8', brand[800]][i]}"/>`,
        )
        .join('')}
      ${document(520, 600, 160, 120, 0, brand[600])}`,
  },
  'logo.png': {
    width: 512,
    height: 512,
    svg: `
      <rect width="512" height="512" rx="96" fill="${brand[700]}"/>
      <path d="M150 390 V122 h120 a80 80 0 0 1 0 160 h-120 M262 282 l100 108" fill="none" stroke="#ffffff" stroke-width="52" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  'blog/nigeria-company-registration-guide.png': {
    width: 1200,
    height: 630,
    svg: `<rect width="1200" height="630" fill="${brand[50]}"/><rect x="0" y="0" width="400" height="630" fill="${brand[700]}"/><rect x="400" y="0" width="400" height="630" fill="#ffffff"/><rect x="800" y="0" width="400" height="630" fill="${brand[700]}"/>${document(480, 120, 240, 330, -4, brand[600])}`,
  },
  'blog/delaware-wyoming-texas-llc.png': {
    width: 1200,
    height: 630,
    svg: `<rect width="1200" height="630" fill="#eff6ff"/>${[0, 1, 2].map((i) => `<rect x="${140 + i * 330}" y="${330 - i * 60}" width="250" height="${210 + i * 60}" rx="16" fill="${['#1d4ed8', brand[600], '#b45309'][i]}"/>`).join('')}<line x1="100" y1="540" x2="1100" y2="540" stroke="#0f172a" stroke-width="6"/>`,
  },
  'blog/annual-compliance-calendar.png': {
    width: 1200,
    height: 630,
    svg: `<rect width="1200" height="630" fill="#fefce8"/><rect x="300" y="90" width="600" height="460" rx="28" fill="#ffffff" stroke="#cbd5e1" stroke-width="4"/><rect x="300" y="90" width="600" height="90" rx="28" fill="${brand[700]}"/>${Array.from({ length: 20 }, (_, i) => `<rect x="${340 + (i % 5) * 108}" y="${210 + Math.floor(i / 5) * 80}" width="84" height="56" rx="10" fill="${[3, 11, 17].includes(i) ? '#f59e0b' : '#e2e8f0'}"/>`).join('')}`,
  },
};

const portraits = [
  { file: 'testimonials/adaeze.png', skin: '#8d5524', shirt: brand[600], bg: '#fde68a' },
  { file: 'testimonials/kwame.png', skin: '#5b3a1e', shirt: '#1d4ed8', bg: '#bae6fd' },
  { file: 'testimonials/thandi.png', skin: '#a0673a', shirt: '#9333ea', bg: '#fbcfe8' },
];
for (const p of portraits) {
  drawings[p.file] = {
    width: 192,
    height: 192,
    svg: `<rect width="192" height="192" fill="${p.bg}"/><circle cx="96" cy="78" r="40" fill="${p.skin}"/><path d="M26 192 a70 62 0 0 1 140 0 z" fill="${p.shirt}"/>`,
  };
}

for (const [file, { width, height, svg }] of Object.entries(drawings)) {
  const target = path.join(out, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const source = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>`;
  await sharp(Buffer.from(source))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(target);
  console.log(file);
}
