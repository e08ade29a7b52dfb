import { getFormatter, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { InboxItem } from '@/lib/public-forms/inbox/queries';
import { cvDownloadUrl, type InboxKind } from '@/lib/public-forms/inbox/schemas';
import { paths } from '@/lib/site/paths';
import { ConsolePage, FilterLinks } from './console-page';
import { InboxActions } from './inbox-actions';

export type InboxStatusFilter = 'new' | 'handled' | 'all';

function inboxHref(kind: InboxKind, status: InboxStatusFilter): string {
  const query = new URLSearchParams();
  if (kind !== 'contact') query.set('kind', kind);
  if (status !== 'new') query.set('status', status);
  const search = query.toString();
  return search ? `${paths.adminMessages}?${search}` : paths.adminMessages;
}

/** /admin/messages: contact messages or job applications, newest first, each with its reply form. */
export async function InboxConsole({ kind, status, items }: { kind: InboxKind; status: InboxStatusFilter; items: InboxItem[] }) {
  const t = await getTranslations('Admin.inbox');
  const contact = await getTranslations('Contact');
  const careers = await getTranslations('Careers');
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ConsolePage section="inbox" heading={t('heading')} intro={t('intro')}>
      <div className="flex flex-col gap-3">
        <FilterLinks
          label={t('kinds.label')}
          items={(['contact', 'career'] as const).map((k) => ({ href: inboxHref(k, status), label: t(`kinds.${k}`), current: k === kind }))}
        />
        <FilterLinks
          label={t('filter.label')}
          items={(['new', 'handled', 'all'] as const).map((s) => ({ href: inboxHref(kind, s), label: t(`filter.${s}`), current: s === status }))}
        />
      </div>
      <section aria-label={t('listLabel', { kind: t(`kinds.${kind}`), status: t(`filter.${status}`) })}>
        {items.length === 0 ? (
          <p className="text-muted rounded-md border border-slate-200 p-4">{t('empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((item) => {
              const language = t(`languages.${item.locale}`);
              return (
                <li key={item.id}>
                  <article className="rounded-lg border border-slate-200 p-4" aria-labelledby={`item-${item.id}`} data-testid={`inbox-${item.email}`}>
                    <header className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <h2 id={`item-${item.id}`} className="text-ink text-lg font-semibold">
                          {t('from', { name: item.name, email: item.email })}
                        </h2>
                        <p className="text-muted text-sm">
                          {t('received', { date: when(item.createdAt) })} · {t('language', { language })}
                          {item.phone ? ` · ${t('phone', { phone: item.phone })}` : ''}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <Badge tone={item.status === 'new' ? 'info' : 'neutral'}>{t(`statuses.${item.status}`)}</Badge>
                        {item.repliedAt ? <Badge tone="brand">{t('repliedAt', { date: when(item.repliedAt) })}</Badge> : null}
                      </div>
                    </header>
                    {item.kind === 'contact' ? (
                      <>
                        <p className="text-muted mt-2 text-sm">
                          {t('topic', { topic: contact.has(`topics.${item.topic}` as 'topics.other') ? contact(`topics.${item.topic}` as 'topics.other') : item.topic })} ·{' '}
                          {t('country', { country: contact.has(`countries.${item.country}` as 'countries.other') ? contact(`countries.${item.country}` as 'countries.other') : item.country })}
                        </p>
                        <p className="text-ink mt-3 whitespace-pre-wrap">{item.message}</p>
                      </>
                    ) : (
                      <>
                        <p className="text-muted mt-2 text-sm">
                          {t('opening', {
                            opening: careers.has(`openings.${item.openingId}.title` as 'openings.compliance-associate-accra.title')
                              ? careers(`openings.${item.openingId}.title` as 'openings.compliance-associate-accra.title')
                              : t('openApplication'),
                          })}
                        </p>
                        <p className="text-ink mt-3 whitespace-pre-wrap">{item.coverLetter}</p>
                        <p className="mt-3 text-sm">
                          {t('cv', { fileName: item.cvFileName, size: format.number(item.cvSize / 1024, { maximumFractionDigits: 0 }) + ' kB' })}{' '}
                          <a href={cvDownloadUrl(item.id)} download className="text-brand-700 font-medium underline underline-offset-4">
                            {t('downloadCv', { name: item.name })}
                          </a>
                        </p>
                      </>
                    )}
                    {item.handledAt ? <p className="text-muted mt-2 text-sm">{t('handledAt', { date: when(item.handledAt) })}</p> : null}
                    <InboxActions kind={item.kind} id={item.id} name={item.name} email={item.email} language={language} handled={item.status === 'handled'} />
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
