// The text of a PDF, page by page, through pdf.js (pdfjs-dist, a devDependency): what a reader
// of the receipt sees. pdf.js is ESM only; Jest (CommonJS) runs this file as a child process:
// `node tests/support/pdf-text.mjs < file.pdf` prints the text as JSON. Playwright imports it.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The text of every page, items joined by one space (no-break ones too), pages by newlines. */
export async function pdfText(bytes) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' ').trim()).join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await pdfText(readFileSync(0));
  process.stdout.write(JSON.stringify(text));
}
