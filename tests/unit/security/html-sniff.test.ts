import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { looksLikeHtml } from '@/lib/security/html-sniff';

const fixture = (...parts: string[]) =>
  new Uint8Array(readFileSync(path.join(__dirname, '..', '..', 'fixtures', ...parts)));
const pdfWith = (inside: string) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj<< /Length 40 >>stream\n${inside}\nendstream endobj\n%%EOF\n`,
  );

describe('files whose bytes also read as an HTML page (issue 29, finding 7)', () => {
  it.each([
    ['a script', '<script>fetch("/api/account/export")</script>'],
    ['a whole document', '<html><body onload=alert(1)>'],
    ['a script in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
    ['an image with an error handler', '<img src=x onerror="alert(1)">'],
    ['an SVG that runs on load', '<svg/onload=alert(1)>'],
    ['a frame', '<iframe src="https://evil.example"></iframe>'],
    ['a doctype', '<!DOCTYPE html><p>hi'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ])('finds %s inside a PDF', (_what, markup) => {
    expect(looksLikeHtml(pdfWith(markup))).toBe(true);
  });

  it.each([
    ['a plain PDF', fixture('careers', 'cv.pdf')],
    ['a phone photo', fixture('uploads', 'passport-photo.jpg')],
    ['a signature', fixture('uploads', 'signature.png')],
    [
      'XMP metadata',
      pdfWith('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF></rdf:RDF></x:xmpmeta>'),
    ],
    [
      'a form field’s rich text',
      pdfWith('<body xmlns="http://www.w3.org/1999/xhtml"><p>Ada</p></body>'),
    ],
    [
      'an XFA form template',
      pdfWith('<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><form>'),
    ],
    ['a PDF dictionary', pdfWith('<< /Type /Page /Contents 4 0 R >>')],
  ])('lets %s through', (_what, bytes) => {
    expect(looksLikeHtml(bytes)).toBe(false);
  });

  it('does not refuse random bytes the size of a large scan, and reads them quickly', () => {
    let refused = 0;
    const started = Date.now();
    for (let i = 0; i < 4; i++) if (looksLikeHtml(randomBytes(5 * 1024 * 1024))) refused += 1;
    expect(refused).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
