import { getFormatter, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { serviceIds } from '@/lib/catalogue/services';
import { contactCountries, generalTopics } from '@/lib/public-forms/contact/options';
import type { InboxItem } from '@/lib/public-forms/inbox/queries';
import { cvDownloadUrl, type InboxKind } from '@/lib/public-forms/inbox/schemas';
import { paths } from '@/lib/site/paths';
import { ConsolePage, FilterLinks } from './console-page';
import { InboxActions } from './inbox-actions';
import { lookup } from '@/lib/i18n/message';

export type InboxStatusFilter = 'new' | 'handled' | 'all';

/** The contact messages' own filters (service or topic, country, service requests only). */
export type ContactFilters = { topic?: string; country?: string; requestsOnly?: boolean };

function inboxHref(
  kind: InboxKind,
  status: InboxStatusFilter,
  filters: ContactFilters = {},
): string {
  const query = new URLSearchParams();
  if (kind !== 'contact') query.set('kind', kind);
  if (status !== 'new') query.set('status', status);
  if (kind === 'contact') {
    if (filters.topic) query.set('topic', filters.topic);
    if (filters.country) query.set('country', filters.country);
    if (filters.requestsOnly) query.set('requests', '1');
  }
  const search = query.toString();
  return search ? `${paths.adminMessages}?${search}` : paths.adminMessages;
}

/** /admin/messages: contact messages or job applications, newest first, each with its reply form. */
export async function InboxConsole({
  kind,
  status,
  filters = {},
  items,
}: {
  kind: InboxKind;
  status: InboxStatusFilter;
  filters?: ContactFilters;
  items: InboxItem[];
}) {
  const t = await getTranslations('Admin.inbox');
  const contact = await getTranslations('Contact');
  const careers = await getTranslations('Careers');
  const catalogue = await getTranslations('Catalogue');
  // A topic as staff read it: a service's title, a general topic, or one the form offered once.
  const topicLabel = (topic: string) =>
    (serviceIds as readonly string[]).includes(topic)
      ? catalogue(`services.${topic as (typeof serviceIds)[number]}.title`)
      : (lookup(contact, `topics.${topic}`) ?? lookup(t, `legacyTopics.${topic}`) ?? topic);
  const countryLabel = (country: string) => lookup(contact, `countries.${country}`) ?? country;
  const jurisdictionLabel = (id: string) => lookup(catalogue, `jurisdictions.${id}`) ?? id;
  const format = await getFormatter();
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ConsolePage section="inbox" heading={t('heading')} intro={t('intro')}>
      <div className="flex flex-col gap-3">
        <FilterLinks
          label={t('kinds.label')}
          items={(['contact', 'career'] as const).map((k) => ({
            href: inboxHref(k, status),
            label: t(`kinds.${k}`),
            current: k === kind,
          }))}
        />
        <FilterLinks
          label={t('filter.label')}
          items={(['new', 'handled', 'all'] as const).map((s) => ({
            href: inboxHref(kind, s, filters),
            label: t(`filter.${s}`),
            current: s === status,
          }))}
        />
        {kind === 'contact' ? (
          // A plain GET form: the filters are the page's address, so a filtered list can be shared.
          <form
            method="get"
            action={paths.adminMessages}
            aria-label={t('filters.label')}
            className="flex flex-wrap items-end gap-3"
          >
            {status !== 'new' ? <input type="hidden" name="status" value={status} /> : null}
            <div className="flex flex-col gap-1">
              <label htmlFor="inbox-topic" className="text-sm font-medium">
                {t('filters.topic')}
              </label>
              <Select id="inbox-topic" name="topic" defaultValue={filters.topic ?? ''}>
                <option value="">{t('filters.any')}</option>
                {[...serviceIds, ...generalTopics].map((topic) => (
                  <option key={topic} value={topic}>
                    {topicLabel(topic)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="inbox-country" className="text-sm font-medium">
                {t('filters.country')}
              </label>
              <Select id="inbox-country" name="country" defaultValue={filters.country ?? ''}>
                <option value="">{t('filters.any')}</option>
                {contactCountries.map((code) => (
                  <option key={code} value={code}>
                    {countryLabel(code)}
                  </option>
                ))}
              </Select>
            </div>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="requests"
                value="1"
                defaultChecked={filters.requestsOnly}
                className="size-4"
              />
              {t('filters.requestsOnly')}
            </label>
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('filters.apply')}
            </button>
          </form>
        ) : null}
      </div>
      <section
        aria-label={t('listLabel', { kind: t(`kinds.${kind}`), status: t(`filter.${status}`) })}
      >
        {items.length === 0 ? (
          <p className="text-muted rounded-md border border-slate-200 p-4">{t('empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((item) => {
              const language = t(`languages.${item.locale}`);
              return (
                <li key={item.id}>
                  <article
                    className="rounded-lg border border-slate-200 p-4"
                    aria-labelledby={`item-${item.id}`}
                    data-testid={`inbox-${item.email}`}
                  >
                    <header className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <h2 id={`item-${item.id}`} className="text-ink text-lg font-semibold">
                          {t('from', { name: item.name, email: item.email })}
                        </h2>
                        <p className="text-muted text-sm">
                          {t('received', { date: when(item.createdAt) })} ·{' '}
                          {t('language', { language })}
                          {item.phone ? ` · ${t('phone', { phone: item.phone })}` : ''}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {item.kind === 'contact' && item.jurisdiction ? (
                          <Badge tone="brand">{t('serviceRequest')}</Badge>
                        ) : null}
                        <Badge tone={item.status === 'new' ? 'info' : 'neutral'}>
                          {t(`statuses.${item.status}`)}
                        </Badge>
                        {item.repliedAt ? (
                          <Badge tone="brand">
                            {t('repliedAt', { date: when(item.repliedAt) })}
                          </Badge>
                        ) : null}
                      </div>
                    </header>
                    {item.kind === 'contact' ? (
                      <>
                        {/* What it is about, as data: the service (or topic) and the country. */}
                        <p className="text-muted mt-2 text-sm">
                          <span data-testid="inbox-topic" data-value={item.topic}>
                            {(serviceIds as readonly string[]).includes(item.topic)
                              ? t('service', { service: topicLabel(item.topic) })
                              : t('topic', { topic: topicLabel(item.topic) })}
                          </span>{' '}
                          ·{' '}
                          <span
                            data-testid="inbox-country"
                            data-value={item.jurisdiction ?? item.country}
                          >
                            {item.jurisdiction
                              ? t('requestedIn', {
                                  jurisdiction: jurisdictionLabel(item.jurisdiction),
                                })
                              : t('country', { country: countryLabel(item.country) })}
                          </span>
                        </p>
                        {item.message ? (
                          <p className="text-ink mt-3 whitespace-pre-wrap">{item.message}</p>
                        ) : null}
                      </>
                    ) : (
                      <>
                        <p className="text-muted mt-2 text-sm">
                          {t('opening', {
                            opening:
                              lookup(careers, `openings.${item.openingId}.title`) ??
                              t('openApplication'),
                          })}
                        </p>
                        <p className="text-ink mt-3 whitespace-pre-wrap">{item.coverLetter}</p>
                        <p className="mt-3 text-sm">
                          {t('cv', {
                            fileName: item.cvFileName,
                            size:
                              format.number(item.cvSize / 1024, { maximumFractionDigits: 0 }) +
                              ' kB',
                          })}{' '}
                          <a
                            href={cvDownloadUrl(item.id)}
                            download
                            className="text-brand-700 font-medium underline underline-offset-4"
                          >
                            {t('downloadCv', { name: item.name })}
                          </a>
                        </p>
                      </>
                    )}
                    {item.handledAt ? (
                      <p className="text-muted mt-2 text-sm">
                        {t('handledAt', { date: when(item.handledAt) })}
                      </p>
                    ) : null}
                    <InboxActions
                      kind={item.kind}
                      id={item.id}
                      name={item.name}
                      email={item.email}
                      language={language}
                      handled={item.status === 'handled'}
                    />
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </ConsolePage>
  );
}
