import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { decisionText } from '@/lib/companies/resolution-pdf';
import type { SigningView } from '@/lib/companies/resolution-records';
import type { Locale } from '@/lib/i18n/locales';
import { dayFormatter } from './company-view';
import { SignForm } from './sign-form';

/** The signing page: the resolution as it will be signed, and the signature form. */
export async function SignResolution({
  locale,
  token,
  view,
}: {
  locale: Locale;
  token: string;
  view: SigningView | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Boardroom' });
  if (!view)
    return (
      <>
        <h1 className="text-ink text-3xl font-bold">{t('sign.metaTitle')}</h1>
        <p className="mt-4" role="alert">
          {t('sign.invalid')}
        </p>
      </>
    );
  const messages = await getMessages({ locale });
  const day = dayFormatter(locale);
  const r = view.resolution;
  const open = r.state === 'open' && !view.signed && !view.expired;
  return (
    <>
      <h1 className="text-ink text-3xl font-bold">{t('sign.title', { company: view.company })}</h1>
      <article className="mt-6 rounded-lg border border-slate-200 p-4 sm:p-6">
        <h2 className="text-ink text-xl font-semibold">{t(`resolution.title.${r.body}`)}</h2>
        <p className="text-muted mt-1">
          {t(`resolution.kinds.${r.kind}`)} · {t('resolution.datedOn', { date: day(r.resolvedOn) })}
        </p>
        <p className="mt-4 font-medium">{t('resolution.resolved')}</p>
        <p className="mt-1">{decisionText(locale, r.data)}</p>
        <h3 className="mt-6 font-semibold">{t('resolution.signatures')}</h3>
        <ul className="mt-2 list-disc pl-6">
          {r.signatories.map((s) => (
            <li key={s.id}>
              {s.name}:{' '}
              {s.signedAt
                ? t('resolution.signedBy', {
                    typed: s.signedName ?? '',
                    date: day(s.signedOn ?? s.signedAt.slice(0, 10)),
                  })
                : t('resolution.notSigned')}
            </li>
          ))}
        </ul>
      </article>
      {open ? (
        <NextIntlClientProvider messages={{ Boardroom: messages.Boardroom } as never}>
          <SignForm token={token} signatory={view.signatory} />
        </NextIntlClientProvider>
      ) : r.state === 'open' && !view.signed ? (
        <p className="mt-6 font-medium" role="alert">
          {t('sign.expired', { date: day(view.expiresOn) })}
        </p>
      ) : (
        <p className="mt-6 font-medium" role="status">
          {r.state === 'passed' ? t('sign.passed') : t('sign.done')}
        </p>
      )}
    </>
  );
}
