/**
 * What a downloaded document is called: what it is (its category, its title, the form field it
 * answers) and the name the file had when it was sent, "Certificate - CAC certificate.pdf",
 * never `document.pdf`. The extension is the stored one: the type read from the bytes.
 */
const MAX_PART = 100;

/** A name part as a file system takes it: no path, no control characters, no quotes, short. */
function clean(part: string): string {
  return part
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PART)
    .trim();
}

/**
 * `label` (what the document is), then the sender's file name without its extension when there
 * is one and it says something the label does not, then `.extension`.
 */
export function downloadFileName(
  label: string,
  originalName: string | null,
  extension: string,
): string {
  const what = clean(label) || 'document';
  const base = clean((originalName ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, ''));
  const name = base && base.toLowerCase() !== what.toLowerCase() ? `${what} - ${base}` : what;
  return `${name}.${extension}`;
}

/** RFC 5987's attr-char: what a `filename*` value keeps as it is; everything else is %-encoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Plain ASCII for the `filename` fallback: accents dropped, anything else replaced. */
function asciiFallback(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/**
 * The Content-Disposition header (RFC 6266) for `fileName`: an ASCII `filename` every client
 * reads, and, when the name is not plain ASCII, `filename*` in UTF-8 (RFC 5987), which browsers
 * prefer ("Attestation fiscale - reçu.pdf" stays as written).
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback = asciiFallback(fileName);
  const header = `${type}; filename="${fallback}"`;
  return fallback === fileName ? header : `${header}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
