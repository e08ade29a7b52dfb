import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { MinutesRecord } from '@/lib/companies/minutes-records';
import { minutesPdfPath } from '@/lib/companies/minutes-pdf';
import type { Company } from '@/lib/companies/queries';
import type { RecordedEntry } from '@/lib/companies/register-entries';
import { registersAsAt } from '@/lib/companies/registers';
import type { ResolutionRecord } from '@/lib/companies/resolution-records';
import { resolvesIn, signatoriesOf } from '@/lib/companies/resolutions';
import type { Locale } from '@/lib/i18n/locales';
import { dayFormatter } from './company-view';
import { MinutesForm } from './minutes-form';

/**
 * The company page's minutes of meetings (issue 34): each meeting with its PDF (the chair signs
 * the printed copy); for the owner, or staff, the form that records one.
 */
export async function MinutesPanel({
  locale,
  company,
  history,
  minutes,
  resolutions,
  today,
  acts = false,
}: {
  locale: Locale;
  company: Pick<Company, 'id' | 'jurisdiction' | 'incorporatedOn'>;
  history: RecordedEntry[];
  minutes: MinutesRecord[];
  resolutions: ResolutionRecord[];
  today: string;
  /** The owner or staff: may record minutes. */
  acts?: boolean;
}) {
  if (!resolvesIn(company.jurisdiction)) return null;
  const t = await getTranslations({ locale, namespace: 'Boardroom' });
  const messages = await getMessages({ locale });
  const day = dayFormatter(locale);
  const registers = registersAsAt(history, today);
  return (
    <section aria-labelledby="minutes-title" className="mt-12">
      <h2 id="minutes-title" className="text-ink text-2xl font-semibold">
        {t('minutes.panelTitle')}
      </h2>
      <p className="text-muted mt-2">{t('minutes.intro')}</p>
      {minutes.length === 0 ? (
        <p className="mt-4">{t('minutes.none')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {minutes.map((m) => (
            <li key={m.id} data-minutes={m.id}>
              {t('minutes.item', {
                body: t(`minutes.bodies.${m.content.body}`),
                date: day(m.heldOn),
              })}{' '}
              ·{' '}
              <a href={minutesPdfPath(m.id, locale)} className="text-brand-700 underline">
                {t('minutes.pdf')}
              </a>
            </li>
          ))}
        </ul>
      )}
      {acts ? (
        <NextIntlClientProvider messages={{ Boardroom: messages.Boardroom } as never}>
          <MinutesForm
            companyId={company.id}
            locale={locale}
            today={today}
            earliest={company.incorporatedOn}
            directors={signatoriesOf(registers, 'board').map((s) => s.name)}
            members={signatoriesOf(registers, 'members').map((s) => s.name)}
            resolutions={resolutions.map((r) => ({
              id: r.id,
              body: r.body,
              label: `${t(`resolution.kinds.${r.kind}`)} (${day(r.resolvedOn)})`,
            }))}
          />
        </NextIntlClientProvider>
      ) : null}
    </section>
  );
}
