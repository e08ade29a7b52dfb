import { getTranslations } from 'next-intl/server';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { documentUrl, type ApplicationDocument } from '@/lib/applications/documents';
import { calendarWindow } from '@/lib/compliance/calendar';
import { complianceTranslator, describeObligation } from '@/lib/compliance/describe';
import type { ObligationState } from '@/lib/compliance/state';
import { statedObligations, type ObligationRecord } from '@/lib/companies/obligations';
import { fileItHref } from '@/lib/companies/file-it';
import type { Company } from '@/lib/companies/queries';
import type { Locale } from '@/lib/i18n/locales';
import { lookup } from '@/lib/i18n/message';
import { paths } from '@/lib/site/paths';
import { CompanyRemindersSwitch, ObligationActions } from './obligation-actions';

export const STATE_TONES: Record<ObligationState, BadgeTone> = {
  upcoming: 'neutral',
  due_soon: 'warning',
  overdue: 'danger',
  ordered: 'info',
  filed_by_us: 'brand',
  filed_elsewhere: 'brand',
};

/** 1 March 2027 / 1 mars 2027: a due date is a day, the same everywhere (UTC). */
export function dayFormatter(locale: Locale) {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The single obligation's .ics download (app/api/calendar/obligation), in the reader's language. */
export function obligationIcsHref(companyId: string, key: string, locale: Locale): string {
  return `/api/calendar/obligation?${new URLSearchParams({ company: companyId, key, locale })}`;
}

/** A company's page: its identifiers, people, documents and the next 24 months of filings. */
export async function CompanyView({
  locale,
  company,
  documents,
  today,
  records,
  owner = false,
  back,
  actions,
  children,
}: {
  locale: Locale;
  company: Company;
  documents: ApplicationDocument[];
  today: string;
  /** What was recorded of its obligations (ordered, filed, reminders): public.company_obligations. */
  records?: Map<string, ObligationRecord>;
  /** The owner's page: the obligations' controls (staff read them without acting). */
  owner?: boolean;
  /** The link above the name: the customer's list, or the console's. */
  back?: { href: string; label: string };
  /** Beside the badges: staff's "Mark verified". */
  actions?: React.ReactNode;
  /** The edit form, below the record. */
  children?: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Companies' });
  const ta = await getTranslations({ locale, namespace: 'Account' });
  const tc = complianceTranslator(locale);
  const day = dayFormatter(locale);
  const window = calendarWindow(today);
  const obligations = statedObligations(company, records, window, today);
  const none = t('view.none');
  const row = (label: string, value: React.ReactNode) => (
    <>
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className="text-slate-700">{value}</dd>
    </>
  );

  return (
    <div className="mt-8 space-y-10">
      <header className="space-y-2">
        <Link
          href={back?.href ?? paths.accountCompanies}
          className="text-brand-700 text-sm underline"
        >
          {back?.label ?? t('view.back')}
        </Link>
        <h1 className="text-ink text-3xl font-bold">{company.legalName}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge tone="neutral">{t(`view.source.${company.source}`)}</Badge>
          <Badge tone={company.verifiedAt ? 'brand' : 'warning'}>
            {company.verifiedAt ? t('view.verified') : t('view.unverified')}
          </Badge>
        </div>
        {actions}
      </header>

      <section aria-labelledby="identifiers" className="space-y-3">
        <h2 id="identifiers" className="text-ink text-xl font-semibold">
          {t('view.identifiers')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {row(t('view.jurisdiction'), tc(`jurisdictions.${company.jurisdiction}`))}
          {row(t('view.entity'), tc(`entities.${company.entity}`))}
          {row(
            t('view.registryNumber'),
            <span data-testid="registry-number">{company.registryNumber}</span>,
          )}
          {row(t('view.taxId'), company.taxId ?? none)}
          {row(
            t('view.incorporatedOn'),
            <time dateTime={company.incorporatedOn}>{day(company.incorporatedOn)}</time>,
          )}
          {row(t('view.yearEnd'), company.yearEnd ?? none)}
          {row(t('view.registeredOffice'), company.registeredOffice ?? none)}
        </dl>
      </section>

      <section aria-labelledby="officers" className="space-y-3">
        <h2 id="officers" className="text-ink text-xl font-semibold">
          {t('view.officers')}
        </h2>
        {company.officers.length === 0 ? (
          <p className="text-slate-700">{t('view.noOfficers')}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {company.officers.map((o, i) => (
              <li key={i}>
                {o.name}, {t(`form.roles.${o.role}`)}
                {o.email ? ` (${o.email})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="documents" className="space-y-3">
        <h2 id="documents" className="text-ink text-xl font-semibold">
          {t('view.documents')}
        </h2>
        {documents.length === 0 ? (
          <p className="text-slate-700">{t('view.noDocuments')}</p>
        ) : (
          <ul className="space-y-1">
            {documents.map((d) => (
              <li key={d.id}>
                <a
                  href={documentUrl(d.id, { download: true, locale })}
                  className="text-brand-700 underline"
                >
                  {d.title ??
                    lookup(ta, `application.categories.${d.category}`) ??
                    ta('application.categories.other')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="obligations" className="space-y-4">
        <h2 id="obligations" className="text-ink text-xl font-semibold">
          {t('view.obligations')}
        </h2>
        <p className="text-slate-700">
          {t('view.obligationsIntro', {
            from: day(window.from),
            to: day(window.to),
          })}
        </p>
        {owner ? (
          <CompanyRemindersSwitch companyId={company.id} enabled={company.remindersEnabled} />
        ) : null}
        {obligations.length === 0 ? (
          <p className="text-slate-700">{t('view.noObligations')}</p>
        ) : (
          <ol className="space-y-4" data-testid="obligations">
            {obligations.map(({ instance, state, remindersEnabled }, index) => {
              const text = describeObligation(instance, locale, tc);
              const href = fileItHref(company, instance, text.title);
              const titleId = `obligation-${index}`;
              return (
                <li
                  key={instance.key}
                  data-rule={instance.ruleId}
                  data-state={state}
                  className="rounded-xl border border-slate-200 bg-white p-5"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3 id={titleId} className="text-ink text-lg font-semibold">
                      {text.title}
                    </h3>
                    <div className="flex flex-wrap gap-2">
                      <Badge tone={STATE_TONES[state]}>
                        <span className="sr-only">{t('view.state')} </span>
                        {tc(`states.${state}`)}
                      </Badge>
                      {instance.estimate ? (
                        <Badge tone="warning">{t('view.estimate')}</Badge>
                      ) : null}
                    </div>
                  </div>
                  <p className="mt-2 text-slate-800">
                    <span className="font-medium">{t('view.due')}</span>{' '}
                    <time dateTime={instance.dueDate} className="font-semibold">
                      {day(instance.dueDate)}
                    </time>
                  </p>
                  <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                    <dt className="font-medium text-slate-800">{t('view.fee')}</dt>
                    <dd className="text-slate-700">{text.fee.summary}</dd>
                    <dt className="font-medium text-slate-800">{t('view.sources')}</dt>
                    <dd>
                      <ul className="flex flex-wrap gap-x-4 gap-y-1">
                        {text.sources.map((source) => (
                          <li key={source.id}>
                            <a
                              href={source.url}
                              rel="noopener noreferrer"
                              className="text-brand-700 underline"
                            >
                              [{source.id}] {source.host}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </dl>
                  {owner ? (
                    <ObligationActions
                      companyId={company.id}
                      obligationKey={instance.key}
                      title={text.title}
                      state={state}
                      remindersEnabled={remindersEnabled}
                      companyReminders={company.remindersEnabled}
                      fileHref={href}
                      icsHref={obligationIcsHref(company.id, instance.key, locale)}
                    />
                  ) : href ? (
                    <Link
                      href={href}
                      className={buttonClass({ variant: 'outline' }) + ' mt-4'}
                      aria-label={t('view.fileForMeLabel', { title: text.title })}
                    >
                      {t('view.fileForMe')}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </section>

      {children ? (
        <section aria-labelledby="edit" className="space-y-4">
          <h2 id="edit" className="text-ink text-xl font-semibold">
            {t('view.editHeading')}
          </h2>
          {children}
        </section>
      ) : null}
    </div>
  );
}
