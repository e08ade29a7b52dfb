import { getFormatter, getTranslations } from 'next-intl/server';
import { Table } from '@/components/ui/table';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import type { ApplicationQuote } from '@/lib/quotes/queries';
import { isQuoteExpired } from '@/lib/quotes/rules';
import { AcceptQuoteButton } from './accept-button';

/** The lines of a quote, our fee and the authorities' apart, and the total. */
export async function QuoteLines({ quote, locale }: { quote: ApplicationQuote; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Quotes.view' });
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  return (
    <Table caption={t('caption')} align="start" className="mt-3" data-testid="quote-lines">
      <thead>
        <tr>
          <th scope="col">{t('description')}</th>
          <th scope="col">{t('kind')}</th>
          <th scope="col" className="text-end">
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index}>
            <td>{line.description}</td>
            <td>{t(`kinds.${line.kind}`)}</td>
            <td className="text-end whitespace-nowrap">{money(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={2} className="text-start font-normal">
            {t('ourFee')}
          </th>
          <td className="text-end whitespace-nowrap">{money(quote.serviceFee)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2} className="text-start font-normal">
            {t('authorityFee')}
          </th>
          <td className="text-end whitespace-nowrap">{money(quote.authorityFee)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2} className="text-start">
            {t('total')}
          </th>
          <td className="text-end font-semibold whitespace-nowrap" data-testid="quote-total">
            {money(quote.total)}
          </td>
        </tr>
      </tbody>
    </Table>
  );
}

/**
 * The customer's quote on their application: waiting for it, or its lines with the validity and
 * the button that accepts it (never after its last day), or when it was accepted.
 */
export async function QuotePanel({
  quotes,
  request,
  locale,
  now = new Date(),
}: {
  quotes: ApplicationQuote[];
  /** The request's answers (lib/commands/quotes/request-quote.ts). */
  request: Record<string, unknown>;
  locale: Locale;
  now?: Date;
}) {
  const t = await getTranslations({ locale, namespace: 'Quotes.view' });
  const format = await getFormatter({ locale });
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const quote =
    quotes.find((q) => q.state === 'accepted') ?? quotes.find((q) => q.state === 'sent');
  const asked = await getTranslations({ locale, namespace: 'Quotes.request' });
  const text = (key: string) => (typeof request[key] === 'string' ? (request[key] as string) : '');
  return (
    <section aria-labelledby="app-quote" className="rounded-lg border border-slate-200 p-5">
      <h2 id="app-quote" className="text-ink text-xl font-semibold">
        {t('heading')}
      </h2>
      {!quote ? (
        <p className="text-muted mt-2">{t('waiting')}</p>
      ) : (
        <>
          <QuoteLines quote={quote} locale={locale} />
          {quote.note ? <p className="text-ink mt-3 whitespace-pre-line">{quote.note}</p> : null}
          {quote.state === 'accepted' ? (
            <p className="text-ink mt-3 font-medium">
              {t('accepted', { date: day(quote.acceptedAt!.slice(0, 10)) })}
            </p>
          ) : isQuoteExpired(quote.validUntil, now) ? (
            <p className="mt-3 font-medium text-red-800">
              {t('expired', { date: day(quote.validUntil) })}
            </p>
          ) : (
            <>
              <p className="text-ink mt-3">{t('validUntil', { date: day(quote.validUntil) })}</p>
              <AcceptQuoteButton quoteId={quote.id} />
            </>
          )}
        </>
      )}
      <h3 className="text-ink mt-5 font-semibold">{t('yourRequest')}</h3>
      <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{asked('sector')}</dt>
        <dd className="text-ink">{text('sector')}</dd>
        <dt className="text-muted">{asked('city')}</dt>
        <dd className="text-ink">{t('place', { city: text('city'), state: text('state') })}</dd>
        <dt className="text-muted">{asked('needs')}</dt>
        <dd className="text-ink whitespace-pre-line">{text('needs')}</dd>
      </dl>
    </section>
  );
}
