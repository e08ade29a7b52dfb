import { renderMail } from '@/lib/mail/templates';

describe('the mails the product sends', () => {
  it('confirms a submitted application in the customer’s language, in text and HTML, with the link', () => {
    const url = 'https://registra.example/fr/application-submitted?ref=NG-CO-2026-000123';
    const fr = renderMail(
      'applicationReceived',
      { to: 'ada@example.com', locale: 'fr' },
      { reference: 'NG-CO-2026-000123', url },
    );
    expect(fr.subject).toBe('Demande NG-CO-2026-000123 reçue');
    expect(fr.text).toContain('Nous avons bien reçu votre demande NG-CO-2026-000123.');
    expect(fr.text).toContain(url);
    expect(fr.html).toContain(`<a href="${url.replace(/&/g, '&amp;')}">`);
    const en = renderMail(
      'applicationReceived',
      { to: 'ada@example.com', locale: 'en' },
      { reference: 'NG-CO-2026-000123', url },
    );
    expect(en.subject).toBe('Application NG-CO-2026-000123 received');
    expect(
      en.text.startsWith('Hello,\n\nWe have received your application NG-CO-2026-000123.'),
    ).toBe(true);
  });

  it('writes staff notifications in the default language and never turns what a visitor typed into markup', () => {
    const mail = renderMail(
      'contactMessage',
      { to: 'staff@example.com' },
      {
        id: 'abc',
        name: 'Eve\r\nBcc: everyone@example.com',
        email: 'eve@example.com',
        phone: null,
        country: 'NG',
        topic: 'pricing',
        language: 'fr',
        message: '<script>alert(1)</script> & <b>bold</b>',
      },
    );
    expect(mail.subject).toBe('Contact form: pricing from Eve Bcc: everyone@example.com');
    expect(mail.text).toContain('Phone: —');
    expect(mail.text).toContain('<script>alert(1)</script> & <b>bold</b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
  });

  it('confirms a sign-up with the link', () => {
    const mail = renderMail(
      'signUpConfirmation',
      { to: 'ada@example.com', locale: 'en' },
      { link: 'https://registra.example/api/sb/auth/v1/verify?token=x&type=signup' },
    );
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain(
      'https://registra.example/api/sb/auth/v1/verify?token=x&type=signup',
    );
    expect(mail.html).toContain(
      'href="https://registra.example/api/sb/auth/v1/verify?token=x&amp;type=signup"',
    );
  });
});
