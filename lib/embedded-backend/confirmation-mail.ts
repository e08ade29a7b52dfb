import 'server-only';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { MailMessage } from '@/lib/mail/mailer';

export type MailLocale = 'en' | 'fr';

/**
 * The language of the page the sign-up came from (its Referer under /fr → French), else the
 * browser's first Accept-Language, else English.
 */
export function mailLocale(request: Request): MailLocale {
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const { pathname } = new URL(referer);
      return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
    } catch {
      // not a URL: fall through to Accept-Language
    }
  }
  return /^\s*fr\b/i.test(request.headers.get('accept-language') ?? '') ? 'fr' : 'en';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sign-up confirmation mail, in plain text and HTML, with the link that confirms the address. */
export function confirmationMail(to: string, link: string, locale: MailLocale): MailMessage {
  const t = (locale === 'fr' ? fr : en).Backend.confirmationMail;
  return {
    to,
    subject: t.subject,
    text: `${t.greeting}\n\n${t.action}\n${link}\n\n${t.ignore}`,
    html: `<p>${escapeHtml(t.greeting)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
