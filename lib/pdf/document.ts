import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { siteConfig } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The product's one PDF library (pdf-lib, chosen by the payments issue for receipts) and what
 * every document shares: A4, DejaVu Sans embedded as a subset (lib/payments/fonts, its licence
 * beside it: the standard PDF fonts encode WinAnsi only, which has neither ₦ nor GH₵ nor a Yoruba
 * name's dot below), the ink colours and a small writer. Templates: lib/payments/receipt-pdf.ts,
 * lib/companies/registers-pdf.ts.
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;
const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.84, 0.87);

// Read from the working directory at run time, as the migrations are (lib/db/migrate.ts), once.
const FONTS_DIR = path.join(process.cwd(), 'lib', 'payments', 'fonts');
let fontFiles: Promise<[Buffer, Buffer]> | null = null;
function documentFonts(): Promise<[Buffer, Buffer]> {
  fontFiles ??= Promise.all([
    readFile(path.join(FONTS_DIR, 'DejaVuSans.ttf')),
    readFile(path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf')),
  ]).catch((error: unknown) => {
    fontFiles = null;
    throw error;
  });
  return fontFiles;
}

/** `text` with every character `font` cannot encode replaced by its unaccented form, else `?`. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    // A letter without its accent; a lone combining mark (a tone on an accented letter) dropped.
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...bare].every((c) => supported.has(c.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}

export type TextOptions = { size?: number; bold?: boolean; muted?: boolean };

export type Writer = {
  text: (value: string, x: number, y: number, options?: TextOptions) => void;
  right: (value: string, x: number, y: number, options?: { size?: number; bold?: boolean }) => void;
  rule: (y: number) => void;
  /** `value` cut with an ellipsis to fit `width` points. */
  fit: (value: string, width: number, options?: TextOptions) => string;
};

export function writer(page: PDFPage, regular: PDFFont, bold: PDFFont): Writer {
  return {
    text(value, x, y, options = {}) {
      const font = options.bold ? bold : regular;
      page.drawText(encodable(font, value), {
        x,
        y,
        size: options.size ?? 10,
        font,
        color: options.muted ? MUTED : INK,
      });
    },
    right(value, x, y, options = {}) {
      const font = options.bold ? bold : regular;
      const safe = encodable(font, value);
      const size = options.size ?? 10;
      page.drawText(safe, { x: x - font.widthOfTextAtSize(safe, size), y, size, font, color: INK });
    },
    rule(y) {
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: A4.width - MARGIN, y },
        thickness: 0.75,
        color: RULE,
      });
    },
    fit(value, width, options = {}) {
      const font = options.bold ? bold : regular;
      const size = options.size ?? 10;
      let safe = encodable(font, value);
      if (font.widthOfTextAtSize(safe, size) <= width) return safe;
      while (safe.length > 1 && font.widthOfTextAtSize(`${safe}…`, size) > width)
        safe = safe.slice(0, -1);
      return `${safe}…`;
    },
  };
}

export type PdfDocument = {
  pdf: PDFDocument;
  /** A new A4 page and its writer (the fonts embedded once). */
  addPage: () => { page: PDFPage; w: Writer };
};

/**
 * A new document with the site as its author, in `locale`, dated `date` (a fixed date: the same
 * document renders to the same bytes).
 */
export async function openDocument(meta: {
  title: string;
  locale: Locale;
  date: Date;
}): Promise<PdfDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(siteConfig.name);
  pdf.setLanguage(meta.locale);
  pdf.setCreator(siteConfig.name);
  pdf.setProducer(siteConfig.name);
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  pdf.registerFontkit(fontkit);
  const [regularFile, boldFile] = await documentFonts();
  const regular = await pdf.embedFont(regularFile, { subset: true });
  const bold = await pdf.embedFont(boldFile, { subset: true });
  return {
    pdf,
    addPage: () => {
      const page = pdf.addPage([A4.width, A4.height]);
      return { page, w: writer(page, regular, bold) };
    },
  };
}
