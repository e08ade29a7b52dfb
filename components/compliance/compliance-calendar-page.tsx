import { getTranslations } from 'next-intl/server';
import { PageIntro, PageSection, StartLink } from '@/components/content/page-section';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { describedBy, Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import { calendarWindow } from '@/lib/compliance/calendar';
import { complianceTranslator, describeObligation } from '@/lib/compliance/describe';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  ENTITIES_BY_JURISDICTION,
  type CompanyProfile,
  type ObligationInstance,
} from '@/lib/compliance/model';
import { obligationsFor, type ProfileField, type ProfileIssue } from '@/lib/compliance/obligations';
import { parseComplianceQuery, serialiseComplianceQuery } from '@/lib/compliance/query';
import { obligationState, type ObligationState } from '@/lib/compliance/state';
import { trackCompanyHref } from '@/lib/compliance/track';
import { localisedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { COMPLIANCE_CALENDAR_ICS_PATH, COMPLIANCE_CALENDAR_PATH } from '@/lib/site/calculators';
import { EntityFilter } from './entity-filter';
import { todayIso } from '@/lib/config/clock';

/** A page's search parameters as Next gives them (absent on the prerendered page). */
export type SearchRecord = Record<string, string | string[] | undefined>;

/** The issue's own example: a Delaware corporation formed on 10 March 2026. */
const EXAMPLE = 'jurisdiction=delaware&entity=corporation&formed=2026-03-10';

const STATE_TONES: Record<ObligationState, BadgeTone> = {
  upcoming: 'neutral',
  due_soon: 'warning',
  overdue: 'danger',
  ordered: 'info',
  filed_by_us: 'brand',
  filed_elsewhere: 'brand',
};

function first(search: SearchRecord | undefined, name: string): string {
  const value = search?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** 1 March 2027 / 1 mars 2027: a due date is a day, the same everywhere (UTC). */
function dayFormatter(locale: Locale) {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A rich message's tag (`<date></date>`) as the day in a <time> element. */
function timeTag(iso: string, day: (iso: string) => string) {
  function DayTime() {
    return <time dateTime={iso}>{day(iso)}</time>;
  }
  return DayTime;
}

type Outcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; issues: ProfileIssue[] }
  | { kind: 'calendar'; profile: CompanyProfile; obligations: ObligationInstance[] };

function outcomeOf(search: SearchRecord | undefined, today: string): Outcome {
  if (!search || !['jurisdiction', 'entity', 'formed'].some((name) => first(search, name)))
    return { kind: 'empty' };
  const parsed = parseComplianceQuery(search);
  if (!parsed.ok) return { kind: 'invalid', issues: parsed.issues };
  const outcome = obligationsFor(parsed.profile, calendarWindow(today));
  if (!outcome.ok) return { kind: 'invalid', issues: outcome.issues };
  return { kind: 'calendar', profile: parsed.profile, obligations: outcome.obligations };
}

/**
 * /compliance-calendar (issue 31): a GET form (it works without JavaScript) and, when the URL
 * carries a company's figures (the proxy sends it to the /result route), the company's
 * obligations for the next 24 months, drawn on the server so a shared link opens on them.
 */
export async function ComplianceCalendarPage({
  locale,
  search,
}: {
  locale: Locale;
  search?: SearchRecord;
}) {
  const t = await getTranslations({ locale, namespace: 'ComplianceCalendar' });
  const tc = complianceTranslator(locale);
  const today = todayIso();
  const outcome = outcomeOf(search, today);
  const issues = outcome.kind === 'invalid' ? outcome.issues : [];
  const errorOf = (field: ProfileField) => {
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? tc(`issues.${issue.key}`) : undefined;
  };
  const action = localisedPath(COMPLIANCE_CALENDAR_PATH, locale);
  const foreignOwnedHint = t('foreignOwnedHint');
  const showsExample =
    outcome.kind === 'calendar' && serialiseComplianceQuery(outcome.profile) === EXAMPLE;

  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12">
      <PageIntro title={t('title')} intro={t('intro')} introClassName="max-w-3xl" />

      <section aria-labelledby="company" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="company" className="text-ink text-2xl font-bold">
            {t('formHeading')}
          </h2>
          {/* Not on the example itself: a link would only reload the page. */}
          {showsExample ? null : (
            <Link
              href={`${COMPLIANCE_CALENDAR_PATH}?${EXAMPLE}`}
              className="text-brand-700 font-semibold underline"
            >
              {t('example')}
            </Link>
          )}
        </div>
        <form
          method="get"
          action={action}
          noValidate
          className="grid gap-5 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2"
        >
          <Field id="jurisdiction" label={t('jurisdiction')} error={errorOf('jurisdiction')}>
            {(control) => (
              <Select {...control} name="jurisdiction" defaultValue={first(search, 'jurisdiction')}>
                <option value="">{t('choose')}</option>
                {COMPLIANCE_JURISDICTIONS.map((id) => (
                  <option key={id} value={id}>
                    {tc(`jurisdictions.${id}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="entity" label={t('entity')} hint={t('entityHint')} error={errorOf('entity')}>
            {(control) => (
              <Select {...control} name="entity" defaultValue={first(search, 'entity')}>
                <option value="">{t('choose')}</option>
                {COMPLIANCE_ENTITIES.map((id) => (
                  <option key={id} value={id}>
                    {tc(`entities.${id}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="formed" label={t('formed')} hint={t('formedHint')} error={errorOf('formed')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                name="formed"
                min="1900-01-01"
                defaultValue={first(search, 'formed')}
              />
            )}
          </Field>
          <Field
            id="yearEnd"
            label={t('yearEnd')}
            optional={t('optional')}
            hint={t('yearEndHint')}
            error={errorOf('yearEnd')}
          >
            {(control) => (
              <Input
                {...control}
                name="yearEnd"
                inputMode="numeric"
                autoComplete="off"
                placeholder="12-31"
                defaultValue={first(search, 'yearEnd')}
              />
            )}
          </Field>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <div className="flex items-center gap-2">
              <input
                id="foreignOwned"
                type="checkbox"
                name="foreignOwned"
                value="1"
                defaultChecked={first(search, 'foreignOwned') === '1'}
                aria-describedby={describedBy('foreignOwned', { hint: foreignOwnedHint })}
                className="size-5"
              />
              <label htmlFor="foreignOwned" className="text-ink font-medium">
                {t('foreignOwned')}
              </label>
            </div>
            <FieldHint id="foreignOwned" text={foreignOwnedHint} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass({ size: 'lg' })}>
              {t('submit')}
            </button>
            {/* Without JavaScript no error exists before the server answers; with one, say where. */}
            <FieldError
              id="compliance-form"
              message={issues.length > 0 ? t('fixErrors') : null}
              className="mt-3"
            />
          </div>
        </form>
        <EntityFilter
          jurisdictionId="jurisdiction"
          entityId="entity"
          entitiesByJurisdiction={ENTITIES_BY_JURISDICTION}
        />
      </section>

      {outcome.kind === 'calendar' ? (
        <CalendarResult
          locale={locale}
          today={today}
          profile={outcome.profile}
          obligations={outcome.obligations}
        />
      ) : null}

      <p className="text-muted max-w-3xl text-sm">{t('caveat')}</p>
    </div>
  );
}

async function CalendarResult({
  locale,
  today,
  profile,
  obligations,
}: {
  locale: Locale;
  today: string;
  profile: CompanyProfile;
  obligations: ObligationInstance[];
}) {
  const t = await getTranslations({ locale, namespace: 'ComplianceCalendar' });
  const tc = complianceTranslator(locale);
  const day = dayFormatter(locale);
  const window = calendarWindow(today);
  const query = serialiseComplianceQuery(profile);
  const time = (iso: string) => timeTag(iso, day);
  return (
    <>
      <PageSection id="result" heading={t('resultHeading')} className="space-y-4">
        <p className="max-w-3xl text-slate-700">
          {t.rich('range', {
            fromDate: day(window.from),
            toDate: day(window.to),
            formedDate: day(profile.formed),
            entity: tc(`entities.${profile.entity}`),
            jurisdiction: tc(`jurisdictions.${profile.jurisdiction}`),
            from: time(window.from),
            to: time(window.to),
            formed: time(profile.formed),
          })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={`${COMPLIANCE_CALENDAR_ICS_PATH}?${query}&locale=${locale}`}
            download
            className={buttonClass({ variant: 'outline' })}
            aria-describedby="ics-hint"
          >
            {t('ics')}
          </a>
          <p id="ics-hint" className="text-muted text-sm">
            {t('icsHint')}
          </p>
        </div>
        {obligations.length === 0 ? (
          <p className="text-slate-700">{t('none')}</p>
        ) : (
          <ol className="space-y-4" data-testid="obligations">
            {obligations.map((instance, index) => (
              <ObligationItem
                key={instance.key}
                id={`obligation-${index}`}
                instance={instance}
                state={obligationState(instance, today)}
                locale={locale}
              />
            ))}
          </ol>
        )}
      </PageSection>

      <PageSection id="track" heading={t('trackHeading')} className="bg-brand-50 rounded-xl p-6">
        <p className="mt-3 max-w-3xl text-slate-700">{t('trackBody')}</p>
        <StartLink href={trackCompanyHref(profile, locale)}>{t('trackCta')}</StartLink>
      </PageSection>
    </>
  );
}

async function ObligationItem({
  id,
  instance,
  state,
  locale,
}: {
  id: string;
  instance: ObligationInstance;
  state: ObligationState;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ComplianceCalendar' });
  const tc = complianceTranslator(locale);
  const day = dayFormatter(locale);
  const text = describeObligation(instance, locale, tc);
  const time = (iso: string) => timeTag(iso, day);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-rule={instance.ruleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={id} className="text-ink text-lg font-semibold">
          {text.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone={STATE_TONES[state]}>
            <span className="sr-only">{t('state')} </span>
            {tc(`states.${state}`)}
          </Badge>
          {instance.estimate ? <Badge tone="warning">{t('estimate')}</Badge> : null}
        </div>
      </div>
      <p className="mt-2 text-slate-800">
        <span className="font-medium">{t('due')}</span>{' '}
        <time dateTime={instance.dueDate} className="font-semibold">
          {day(instance.dueDate)}
        </time>
      </p>
      {instance.nominalDueDate ? (
        <p className="text-muted text-sm">
          {t.rich('movedFrom', { date: time(instance.nominalDueDate) })}
        </p>
      ) : null}
      {instance.windowStart ? (
        <p className="text-muted text-sm">
          {t.rich('windowOpens', { date: time(instance.windowStart) })}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-800">{t('fee')}</dt>
        <dd className="text-slate-700">
          {text.fee.summary}
          {text.fee.bands.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {text.fee.bands.map((band) => (
                <li key={band.band}>
                  {band.late
                    ? tc('feed.bandWithLate', { ...band, late: band.late })
                    : tc('feed.band', band)}
                </li>
              ))}
            </ul>
          ) : null}
        </dd>
        <dt className="font-medium text-slate-800">{t('penalty')}</dt>
        <dd className="text-slate-700">{text.penalty}</dd>
        <dt className="font-medium text-slate-800">{t('sources')}</dt>
        <dd>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {text.sources.map((source) => (
              <li key={source.id}>
                <a href={source.url} rel="noopener noreferrer" className="text-brand-700 underline">
                  [{source.id}] {source.host}
                </a>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {text.note ? <p className="text-muted mt-3 text-sm">{text.note}</p> : null}
      {instance.estimate ? <p className="mt-2 text-sm text-amber-900">{tc('estimate')}</p> : null}
    </li>
  );
}
