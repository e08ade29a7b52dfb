import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import type { CompanyOffice as Office } from '@/lib/mailroom/queries';
import { FORWARDING_FEES, SCAN_RETENTION_MONTHS, officeCountryOf } from '@/lib/mailroom/rules';
import { letterScanPath } from '@/lib/site/paths';
import { LetterRequest } from './letter-request';

/**
 * The company page's virtual office (issue 34): the address assigned, how to use it, and the
 * letters received with their scans and the owner's forward or shred request.
 */
export async function CompanyOffice({
  locale,
  jurisdiction,
  office,
}: {
  locale: Locale;
  jurisdiction: string;
  office: Office;
}) {
  const t = await getTranslations({ locale, namespace: 'Mailroom' });
  const messages = await getMessages();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
  const country = officeCountryOf(jurisdiction);
  const fee = country ? FORWARDING_FEES[country] : null;
  const feeText = fee
    ? t('company.forwardFee', { fee: formatMoney(fee.amount, fee.currency, locale) })
    : '';
  const { address } = office;

  return (
    <section aria-labelledby="company-office" className="mt-10 space-y-6">
      <h2 id="company-office" className="text-ink text-2xl font-semibold">
        {t('company.heading')}
      </h2>
      {address ? (
        <div className="space-y-3">
          <address className="text-ink rounded-lg border border-slate-200 p-4 not-italic">
            {[address.line1, address.line2, address.city, address.postcode]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            <span className="block">{t(`countries.${address.country}`)}</span>
          </address>
          {address.notes ? <p className="text-sm text-slate-700">{address.notes}</p> : null}
          <h3 className="text-ink text-lg font-semibold">{t('company.howHeading')}</h3>
          <ul className="list-disc space-y-1 pl-6 text-sm text-slate-700">
            <li>{t('company.howRegistered')}</li>
            <li>{t('company.howCorrespondence')}</li>
            <li>{t('company.howScanned')}</li>
            <li>{t('company.howForward', { fee: feeText })}</li>
          </ul>
        </div>
      ) : (
        <p className="text-muted">{t('company.noAddress')}</p>
      )}
      <h3 className="text-ink text-lg font-semibold">{t('company.lettersHeading')}</h3>
      <p className="text-sm text-slate-700">
        {t('company.retention', { months: SCAN_RETENTION_MONTHS })}
      </p>
      {office.letters.length === 0 ? (
        <p className="text-muted">{t('company.noLetters')}</p>
      ) : (
        <NextIntlClientProvider messages={{ Mailroom: messages.Mailroom } as never}>
          <ul className="space-y-4" aria-label={t('company.lettersHeading')}>
            {office.letters.map((l) => {
              const label = t('company.letterLabel', {
                sender: l.sender,
                date: day(l.receivedOn),
              });
              return (
                <li key={l.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="text-ink font-medium">{label}</p>
                  <p className="text-sm text-slate-700">{t(`categories.${l.category}`)}</p>
                  <p className="mt-1 text-sm">
                    {l.hasScan ? (
                      <a
                        href={letterScanPath(l.id)}
                        className="text-brand-700 underline underline-offset-4"
                        aria-label={t('company.downloadLabel', { letter: label })}
                      >
                        {t('company.download')}
                      </a>
                    ) : (
                      <span className="text-muted">{t('company.scanRemoved')}</span>
                    )}
                  </p>
                  {l.request === 'forward' ? (
                    <p className="mt-2 text-sm text-slate-700">
                      {t(l.doneAt ? 'company.forwarded' : 'company.forwardRequested', {
                        address: l.forwardTo ?? '',
                        fee: l.forwardFee
                          ? formatMoney(l.forwardFee.amount, l.forwardFee.currency, locale)
                          : '',
                        note: l.doneNote ?? '',
                      })}
                    </p>
                  ) : l.request === 'shred' ? (
                    <p className="mt-2 text-sm text-slate-700">
                      {t(l.doneAt ? 'company.shredded' : 'company.shredRequested')}
                    </p>
                  ) : (
                    <LetterRequest letterId={l.id} letterLabel={label} feeText={feeText} />
                  )}
                </li>
              );
            })}
          </ul>
        </NextIntlClientProvider>
      )}
    </section>
  );
}
