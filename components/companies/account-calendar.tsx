import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import type { CalendarFeed, CompanyCalendar } from '@/lib/companies/calendar-feed';
import {
  complianceTranslator,
  feeText,
  type ComplianceTranslator,
} from '@/lib/compliance/describe';
import { CALENDAR_PAGE_ROWS, firstMonths } from '@/lib/compliance/calendar';
import type { ObligationInstance } from '@/lib/compliance/model';
import type { Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { accountCompanyPath, paths } from '@/lib/site/paths';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { dayFormatter, STATE_TONES } from './company-view';

/** The month's heading: "March 2027" / "mars 2027" (a due date is a day, the same everywhere: UTC). */
function monthFormatter(locale: Locale) {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * A row's title and fee line, worked out once per rule and fee: a customer with 50 companies has
 * hundreds of rows and a few dozen distinct texts (the rest of describeObligation, the penalty and
 * the sources, is not shown here).
 */
function rowTexts(locale: Locale, tc: ComplianceTranslator, feeLine: (fee: string) => string) {
  const texts = new Map<string, { title: string; fee: string }>();
  return (instance: ObligationInstance) => {
    const key = `${instance.titleKey}|${JSON.stringify(instance.fee)}`;
    let text = texts.get(key);
    if (!text) {
      text = {
        title: tc(`obligations.${instance.titleKey}`),
        fee: feeLine(feeText(instance.fee, locale, tc).summary),
      };
      texts.set(key, text);
    }
    return text;
  };
}

/**
 * /account/calendar: every filing of the customer's companies over the next 24 months, by month,
 * optionally one company's (`?company=<id>`, a plain GET form: works without JavaScript), the
 * first months only unless `all`, and the calendar feed's controls.
 */
export async function AccountCalendar({
  locale,
  calendars,
  companyId,
  feed,
  window,
  all = false,
}: {
  locale: Locale;
  calendars: CompanyCalendar[];
  /** The company filter, when it names one of the customer's companies. */
  companyId: string | null;
  /** Every month, not only the first page of rows. */
  all?: boolean;
  feed: CalendarFeed | null;
  window: { from: string; to: string };
}) {
  const t = await getTranslations({ locale, namespace: 'Companies' });
  const tc = complianceTranslator(locale);
  const day = dayFormatter(locale);
  const month = monthFormatter(locale);
  const stateLabel = t('view.state');
  const textOf = rowTexts(locale, tc, (fee) => t('calendar.fee', { fee }));
  const shown = calendars.filter((c) => !companyId || c.company.id === companyId);
  const entries = shown
    .flatMap(({ company, obligations }) => obligations.map((o) => ({ company, ...o })))
    .sort(
      (a, b) =>
        a.instance.dueDate.localeCompare(b.instance.dueDate) ||
        a.company.legalName.localeCompare(b.company.legalName),
    );
  const months = new Map<string, typeof entries>();
  for (const entry of entries) {
    const key = entry.instance.dueDate.slice(0, 7);
    const list = months.get(key);
    if (list) list.push(entry);
    else months.set(key, [entry]);
  }
  const shownMonths = all ? months : firstMonths(months, CALENDAR_PAGE_ROWS);
  const shownRows = [...shownMonths.values()].reduce((sum, list) => sum + list.length, 0);
  const later = entries.length - shownRows;
  const moreHref = `${localisedPath(paths.accountCalendar, locale)}?${new URLSearchParams({
    ...(companyId ? { company: companyId } : {}),
    all: '1',
  })}`;
  return (
    <div className="mt-8 space-y-10">
      <header className="space-y-2">
        <h1 className="text-ink text-3xl font-bold">{t('calendar.heading')}</h1>
        <p className="max-w-2xl text-slate-700">
          {t('calendar.intro', { from: day(window.from), to: day(window.to) })}
        </p>
      </header>

      {calendars.length === 0 ? (
        <p className="text-slate-700">
          {t('calendar.noCompanies')}{' '}
          <Link href={paths.accountNewCompany} className="text-brand-700 underline">
            {t('list.add')}
          </Link>
        </p>
      ) : (
        <form method="get" className="flex flex-wrap items-end gap-3" role="search">
          <div className="space-y-1">
            <label htmlFor="calendar-company" className="block text-sm font-medium text-slate-800">
              {t('calendar.filter')}
            </label>
            <Select id="calendar-company" name="company" defaultValue={companyId ?? ''}>
              <option value="">{t('calendar.allCompanies')}</option>
              {calendars.map(({ company }) => (
                <option key={company.id} value={company.id}>
                  {company.legalName}
                </option>
              ))}
            </Select>
          </div>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            {t('calendar.apply')}
          </button>
        </form>
      )}

      {calendars.length > 0 && entries.length === 0 ? (
        <p className="text-slate-700">{t('calendar.none')}</p>
      ) : null}

      {[...shownMonths].map(([key, list]) => (
        <section key={key} aria-labelledby={`month-${key}`} className="space-y-3">
          <h2 id={`month-${key}`} className="text-ink text-xl font-semibold">
            <time dateTime={key}>{month(key)}</time>
          </h2>
          {/* Styled by .calendar-rows in app/globals.css, not a class list on each of hundreds
              of rows (written in the HTML and again in the RSC payload); a row's texts are
              single strings for the same reason. */}
          <ul className="calendar-rows">
            {list.map(({ company, instance, state }) => {
              const text = textOf(instance);
              return (
                <li
                  key={`${company.id}/${instance.key}`}
                  data-state={state}
                  data-rule={instance.ruleId}
                >
                  <p>
                    <time dateTime={instance.dueDate}>{day(instance.dueDate)}</time>
                    {` · ${text.title}`}
                  </p>
                  <p>
                    {/* A plain link: hundreds of rows, each a client Link, doubled the page's
                        payload and prefetched every company in view on a phone. */}
                    <a href={localisedPath(accountCompanyPath(company.id), locale)}>
                      {company.legalName}
                    </a>
                    {` · ${text.fee}`}
                  </p>
                  <span data-tone={STATE_TONES[state]}>
                    <span className="sr-only">{stateLabel} </span>
                    {tc(`states.${state}`)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      {later > 0 ? (
        <p>
          <a href={moreHref} className="text-brand-700 font-medium underline">
            {t('calendar.more', { count: later })}
          </a>
        </p>
      ) : null}

      <section aria-labelledby="feed" className="space-y-3">
        <h2 id="feed" className="text-ink text-xl font-semibold">
          {t('calendar.feed.heading')}
        </h2>
        <p className="max-w-2xl text-slate-700">{t('calendar.feed.intro')}</p>
        <CalendarFeedPanel
          on={feed !== null}
          since={feed ? day((feed.rotatedAt ?? feed.createdAt).slice(0, 10)) : null}
        />
      </section>
    </div>
  );
}
