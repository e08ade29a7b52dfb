import { getFormatter, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { ApplicationSummary, DraftSummary } from '@/lib/account/queries';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import { accountApplicationPath, paths } from '@/lib/site/paths';
import { FLOWS, isFlowId, stepsOf } from '@/lib/wizards/flows';
import { DeleteDraftButton } from './delete-draft-button';
import { countryMessageKey, statusTone } from './labels';

/** Where a draft continues: the first step not yet completed, or the review once all are. */
function continuePath(draft: DraftSummary): string | null {
  if (!isFlowId(draft.flow)) return null;
  const steps = stepsOf(draft.flow);
  return steps[draft.lastCompletedStep + 1]?.path ?? FLOWS[draft.flow].review;
}

/** The account's first page: the customer's applications and drafts, or one empty state. */
export async function AccountOverview({
  locale,
  name,
  email,
  applications,
  drafts,
}: {
  locale: Locale;
  name: string;
  email: string;
  applications: ApplicationSummary[];
  drafts: DraftSummary[];
}) {
  const t = await getTranslations('Account');
  const c = await getTranslations('Catalogue');
  const format = await getFormatter();
  const serviceName = (service: string) =>
    c(`services.${service}.title` as 'services.company.title');
  const countryName = (code: string) => {
    const key = countryMessageKey(code);
    return key ? c(`countries.${key}`) : code;
  };
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const dueDate = (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <div className="mt-8 flex flex-col gap-10">
      <div>
        <h1 className="text-ink text-3xl font-bold">{t('overview.heading', { name })}</h1>
        <p className="text-muted mt-2">{t('overview.signedInAs', { email })}</p>
        <p className="text-muted mt-1">{t('overview.intro')}</p>
      </div>

      {applications.length === 0 && drafts.length === 0 ? (
        <section aria-labelledby="account-empty" className="rounded-lg border border-slate-200 p-6">
          <h2 id="account-empty" className="text-ink text-xl font-semibold">
            {t('overview.emptyHeading')}
          </h2>
          <p className="text-muted mt-2">{t('overview.empty')}</p>
          <Link href={paths.selectJurisdiction} className={buttonClass({ className: 'mt-4' })}>
            {t('overview.emptyCta')}
          </Link>
        </section>
      ) : null}

      {applications.length > 0 ? (
        <section aria-labelledby="account-applications">
          <h2 id="account-applications" className="text-ink text-xl font-semibold">
            {t('overview.applicationsHeading')}
          </h2>
          <ul className="mt-4 flex flex-col gap-4">
            {applications.map((app) => (
              <li
                key={app.id}
                className="rounded-lg border border-slate-200 p-5"
                data-reference={app.reference}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="text-ink text-lg font-semibold">
                      <Link
                        href={accountApplicationPath(app.reference)}
                        className="underline-offset-4 hover:underline"
                      >
                        {serviceName(app.service)} · {countryName(app.country)}
                      </Link>
                    </h3>
                    <p className="text-muted text-sm">
                      {t('overview.referenceLine', { reference: app.reference })}
                      {app.package ? ` · ${c(`packages.${app.package}.name`)}` : ''}
                      {app.submittedAt
                        ? ` · ${t('overview.submittedOn', { date: date(app.submittedAt) })}`
                        : ''}
                    </p>
                  </div>
                  <Badge tone={statusTone[app.status]}>{t(`statuses.${app.status}`)}</Badge>
                </div>
                <p className="text-ink mt-3">{t(`next.${app.status}`)}</p>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  {app.total !== null && app.currency ? (
                    <div>
                      <dt className="text-muted inline">
                        {app.payment === 'confirmed' ? t('overview.paid') : t('overview.due')}:{' '}
                      </dt>
                      <dd className="text-ink inline font-semibold">
                        {formatMoney(app.total, app.currency, locale)}
                      </dd>
                    </div>
                  ) : null}
                  <div>
                    <dt className="text-muted inline">{t('overview.payment')}: </dt>
                    <dd className="text-ink inline">
                      {t(`paymentStates.${app.payment ?? 'none'}`)}
                    </dd>
                  </div>
                  {app.dueOn && !['completed', 'rejected', 'cancelled'].includes(app.status) ? (
                    <div>
                      <dt className="text-muted inline">{t('overview.expected')}: </dt>
                      <dd className="text-ink inline">{dueDate(app.dueOn)}</dd>
                    </div>
                  ) : null}
                </dl>
                <Link
                  href={accountApplicationPath(app.reference)}
                  className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
                >
                  {t('overview.open')}
                  <span className="sr-only"> {app.reference}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {drafts.length > 0 ? (
        <section aria-labelledby="account-drafts">
          <h2 id="account-drafts" className="text-ink text-xl font-semibold">
            {t('overview.draftsHeading')}
          </h2>
          <p className="text-muted mt-1">{t('overview.draftsIntro')}</p>
          <ul className="mt-4 flex flex-col gap-4">
            {drafts.map((draft) => {
              const name = `${serviceName(draft.service)} · ${countryName(draft.country)}`;
              const next = continuePath(draft);
              const total = isFlowId(draft.flow) ? stepsOf(draft.flow).length : 0;
              return (
                <li
                  key={draft.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 p-5"
                >
                  <div>
                    <h3 className="text-ink font-semibold">{name}</h3>
                    <p className="text-muted text-sm">
                      {t('overview.draftProgress', {
                        done: Math.max(0, draft.lastCompletedStep + 1),
                        total,
                      })}{' '}
                      · {t('overview.savedOn', { date: date(draft.updatedAt) })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {next ? (
                      <Link href={next} className={buttonClass({ size: 'sm' })}>
                        {t('overview.continue')}
                        <span className="sr-only">: {name}</span>
                      </Link>
                    ) : null}
                    <DeleteDraftButton id={draft.id} name={name} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
