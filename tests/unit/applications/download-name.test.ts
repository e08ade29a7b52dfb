import { contentDisposition, downloadFileName } from '@/lib/applications/download-name';

describe('a downloaded document’s name', () => {
  it('says what the document is and keeps the name it was sent with', () => {
    expect(downloadFileName('Certificate', 'CAC certificate.pdf', 'pdf')).toBe(
      'Certificate - CAC certificate.pdf',
    );
    expect(downloadFileName('Proof of payment', 'GTBank receipt.PNG', 'png')).toBe(
      'Proof of payment - GTBank receipt.png',
    );
  });

  it('takes the extension from the stored type, not from the name sent', () => {
    expect(downloadFileName('Certificate', 'scan.pdf', 'jpg')).toBe('Certificate - scan.jpg');
  });

  it('is the label alone when there is no name, or the name repeats it', () => {
    expect(downloadFileName('Status report', null, 'pdf')).toBe('Status report.pdf');
    expect(downloadFileName('Certificate', 'certificate.pdf', 'pdf')).toBe('Certificate.pdf');
  });

  it('drops paths, quotes and control characters, and stays short', () => {
    expect(downloadFileName('Certificate', '../../etc/"pass\u0000wd".pdf', 'pdf')).toBe(
      'Certificate - .. .. etc pass wd.pdf',
    );
    expect(downloadFileName('x'.repeat(300), 'y'.repeat(300), 'pdf')).toHaveLength(
      100 + 3 + 100 + 4,
    );
  });

  it('never names a file document.pdf when it knows better, but falls back to it', () => {
    expect(downloadFileName('', null, 'pdf')).toBe('document.pdf');
  });
});

describe('the Content-Disposition header (RFC 6266, RFC 5987)', () => {
  it('is a plain quoted filename for an ASCII name', () => {
    expect(contentDisposition('attachment', 'Certificate - CAC certificate.pdf')).toBe(
      'attachment; filename="Certificate - CAC certificate.pdf"',
    );
  });

  it('adds filename* in UTF-8 for a name that is not ASCII, with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Attestation fiscale - reçu (1).pdf')).toBe(
      'attachment; filename="Attestation fiscale - recu (1).pdf"; ' +
        "filename*=UTF-8''Attestation%20fiscale%20-%20re%C3%A7u%20%281%29.pdf",
    );
    expect(contentDisposition('inline', 'Certificat - 会社.pdf')).toBe(
      'inline; filename="Certificat - __.pdf"; filename*=UTF-8\'\'Certificat%20-%20%E4%BC%9A%E7%A4%BE.pdf',
    );
  });

  it('cannot be broken out of: quotes and line breaks never reach the header', () => {
    const header = contentDisposition('attachment', downloadFileName('A"B', 'x\r\ny";.pdf', 'pdf'));
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });
});
