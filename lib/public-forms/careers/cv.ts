import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { CV_MAX_BYTES } from '@/lib/public-forms/careers/schemas';

export const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type CvSniff =
  | { ok: true; ext: keyof typeof CV_TYPES; contentType: (typeof CV_TYPES)[keyof typeof CV_TYPES] }
  | { ok: false; error: 'cvRequired' | 'cvTooLarge' | 'cvWrongType' };

/**
 * What a CV really is, by its bytes (file-type reads the PDF header, or opens the ZIP container
 * and finds a Word document inside): only PDF and DOCX pass, whatever the file is called.
 */
export async function sniffCv(bytes: Uint8Array): Promise<CvSniff> {
  if (bytes.byteLength === 0) return { ok: false, error: 'cvRequired' };
  if (bytes.byteLength > CV_MAX_BYTES) return { ok: false, error: 'cvTooLarge' };
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
