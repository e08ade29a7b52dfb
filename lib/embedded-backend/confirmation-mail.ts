import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/paths';
import type { MailMessage } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';

/**
 * The language of the page the sign-up came from (its Referer under /fr → French), else the
 * browser's first Accept-Language, else English.
 */
export function mailLocale(request: Request): Locale {
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return localeOfPath(new URL(referer).pathname);
    } catch {
      // not a URL: fall through to Accept-Language
    }
  }
  return /^\s*fr\b/i.test(request.headers.get('accept-language') ?? '') ? 'fr' : 'en';
}

/** The sign-up confirmation mail, in plain text and HTML, with the link that confirms the address. */
export function confirmationMail(to: string, link: string, locale: Locale): MailMessage {
  return renderMail('signUpConfirmation', { to, locale }, { link });
}
