/**
 * A cheap first look at a CV's first bytes, for the browser's early message: a PDF starts with
 * `%PDF-`, a DOCX (a ZIP container) with `PK\x03\x04`. The server's `sniffCv` decides.
 */
export function hasCvSignature(head: Uint8Array): boolean {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  const zip = [0x50, 0x4b, 0x03, 0x04];
  const startsWith = (sig: number[]) => sig.every((byte, i) => head[i] === byte);
  return startsWith(pdf) || startsWith(zip);
}
