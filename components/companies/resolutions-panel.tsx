import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { Company } from '@/lib/companies/queries';
import type { RecordedEntry } from '@/lib/companies/register-entries';
import { registersAsAt } from '@/lib/companies/registers';
import { decisionText, resolutionPdfPath } from '@/lib/companies/resolution-pdf';
import type { ResolutionRecord } from '@/lib/companies/resolution-records';
import { FILING_OF, linkExpired, resolvesIn, signatoriesOf } from '@/lib/companies/resolutions';
import type { Locale } from '@/lib/i18n/locales';
import { lookup } from '@/lib/i18n/message';
import { dayFormatter } from './company-view';
import { ResendLinkButton } from './resend-link-button';
import { ResolutionForm } from './resolution-form';

/**
 * The company page's resolutions (issue 34): each with its state, signatures (and how long each
 * unsigned link lives), PDF and the filing ordered once passed; for the owner, or staff on the
 * admin company page (`staff`), the form that proposes one and "send a fresh link".
 */
export async function ResolutionsPanel({
  locale,
  company,
  history,
  resolutions,
  today,
  owner = false,
  staff = false,
}: {
  locale: Locale;
  company: Pick<Company, 'id' | 'jurisdiction' | 'incorporatedOn'>;
  history: RecordedEntry[];
  resolutions: ResolutionRecord[];
  today: string;
  owner?: boolean;
  staff?: boolean;
}) {
  const acts = owner || staff;
  const t = await getTranslations({ locale, namespace: 'Boardroom' });
  const messages = await getMessages({ locale });
  const day = dayFormatter(locale);
  const covered = resolvesIn(company.jurisdiction);
  const registers = registersAsAt(history, today);
  return (
    <section aria-labelledby="resolutions-title" className="mt-12">
      <h2 id="resolutions-title" className="text-ink text-2xl font-semibold">
        {t('resolutions.title')}
      </h2>
      <p className="text-muted mt-2">
        {covered ? t('resolutions.intro') : t('resolutions.notCovered')}
      </p>
      {resolutions.length === 0 ? (
        <p className="mt-4">{t('resolutions.none')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {resolutions.map((r) => {
            const signed = r.signatories.filter((s) => s.signedAt).length;
            const filing = covered ? FILING_OF[company.jurisdiction as 'uk'][r.kind] : undefined;
            return (
              <li
                key={r.id}
                className="rounded-lg border border-slate-200 p-4"
                data-resolution={r.id}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-ink font-semibold">{t(`resolution.kinds.${r.kind}`)}</h3>
                  <Badge tone={r.state === 'passed' ? 'brand' : 'warning'}>
                    {t(`resolution.state.${r.state}`)}
                  </Badge>
                </div>
                <p className="text-muted text-sm">
                  {t(`resolution.title.${r.body}`)} ·{' '}
                  {t('resolution.datedOn', { date: day(r.resolvedOn) })} ·{' '}
                  {t('resolutions.signed', { signed, total: r.signatories.length })}
                </p>
                <p className="mt-2">{decisionText(locale, r.data)}</p>
                <ul className="mt-2 text-sm">
                  {r.signatories.map((s) => (
                    <li key={s.id}>
                      {s.name}:{' '}
                      {s.signedAt
                        ? t('resolution.signedBy', {
                            typed: s.signedName ?? '',
                            date: day(s.signedOn ?? s.signedAt.slice(0, 10)),
                          })
                        : t('resolution.notSigned')}
                      {!s.signedAt && r.state === 'open' ? (
                        <>
                          {' '}
                          (
                          {linkExpired(s.linkExpiresOn, today)
                            ? t('resolution.linkExpired', { date: day(s.linkExpiresOn) })
                            : t('resolution.linkValid', { date: day(s.linkExpiresOn) })}
                          ){' '}
                          {acts ? (
                            <NextIntlClientProvider
                              messages={{ Boardroom: messages.Boardroom } as never}
                            >
                              <ResendLinkButton signatoryId={s.id} name={s.name} locale={locale} />
                            </NextIntlClientProvider>
                          ) : null}
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {r.orderMessageId && filing ? (
                  <p className="mt-2 font-medium">
                    {t('resolutions.ordered', {
                      filing: lookup(t, `filings.${filing}`) ?? filing,
                    })}
                  </p>
                ) : null}
                <a
                  href={resolutionPdfPath(r.id, locale)}
                  className="text-brand-700 mt-2 inline-block underline"
                >
                  {t('resolutions.pdf')}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {acts && covered ? (
        <NextIntlClientProvider messages={{ Boardroom: messages.Boardroom } as never}>
          {staff ? <p className="text-muted mt-6 text-sm">{t('resolutions.staffNote')}</p> : null}
          <ResolutionForm
            companyId={company.id}
            locale={locale}
            today={today}
            earliest={company.incorporatedOn}
            board={signatoriesOf(registers, 'board')}
            members={signatoriesOf(registers, 'members')}
          />
        </NextIntlClientProvider>
      ) : null}
    </section>
  );
}
