import { getFormatter, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import type { ApplicationQuote } from '@/lib/quotes/queries';
import { QuoteLines } from './quote-panel';
import { StaffQuoteForm } from './staff-quote-form';

/**
 * The quote of a quoted request in the staff console: the quotes sent (the latest's lines), and
 * the form that sends a new one while none is accepted and the application is open.
 */
export async function StaffQuotePanel({
  applicationId,
  currency,
  quotes,
  canSend,
  locale,
}: {
  applicationId: string;
  currency: string;
  quotes: ApplicationQuote[];
  canSend: boolean;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Quotes.admin' });
  const format = await getFormatter({ locale });
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const latest = quotes[0];
  return (
    <section aria-labelledby="staff-quote" className="mt-8 flex flex-col gap-3">
      <h2 id="staff-quote" className="text-ink text-xl font-semibold">
        {t('heading')}
      </h2>
      {quotes.map((q) => (
        <p key={q.id} className="text-ink" data-testid="staff-quote-state">
          {t('current', {
            total: formatMoney(q.total, q.currency, locale),
            date: day(q.validUntil),
            state: t(`states.${q.state}`),
          })}
        </p>
      ))}
      {latest ? <QuoteLines quote={latest} locale={locale} /> : null}
      {canSend ? (
        <StaffQuoteForm applicationId={applicationId} currency={currency} />
      ) : (
        <p className="text-muted">{t('notQuoted')}</p>
      )}
    </section>
  );
}
