import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES } from '@/lib/public-forms/careers/schemas';
import { looksLikeHtml } from '@/lib/security/html-sniff';

export const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type CvSniff =
  | { ok: true; ext: keyof typeof CV_TYPES; contentType: (typeof CV_TYPES)[keyof typeof CV_TYPES] }
  | { ok: false; error: 'cvRequired' | 'cvTooLarge' | 'cvWrongType' };

/**
 * What a CV really is, by its bytes (file-type reads the PDF header, or opens the ZIP container
 * and finds a Word document inside): only PDF and DOCX pass, whatever the file is called, and
 * neither if it also reads as an HTML page.
 */
export async function sniffCv(bytes: Uint8Array): Promise<CvSniff> {
  if (bytes.byteLength === 0) return { ok: false, error: 'cvRequired' };
  if (bytes.byteLength > CV_MAX_BYTES) return { ok: false, error: 'cvTooLarge' };
  // A CV whose bytes also read as an HTML page is a polyglot, not a CV (issue 29, finding 7).
  if (looksLikeHtml(bytes)) return { ok: false, error: 'cvWrongType' };
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf' && type.mime === CV_TYPES.pdf)
    return { ok: true, ext: 'pdf', contentType: CV_TYPES.pdf };
  if (type?.ext === 'docx' && type.mime === CV_TYPES.docx)
    return { ok: true, ext: 'docx', contentType: CV_TYPES.docx };
  return { ok: false, error: 'cvWrongType' };
}

/** A file name safe to show and store: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'cv').slice(-255);
}
