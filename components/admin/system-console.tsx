import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { Table } from '@/components/ui/table';
import type { JobProblem } from '@/lib/jobs/console';
import { paths } from '@/lib/site/paths';
import { ConsolePage } from './console-page';
import { RetryJobButton } from './job-actions';

const pageHref = (page: number) =>
  page > 1 ? `${paths.adminSystem}?page=${page}` : paths.adminSystem;

/**
 * /admin/system: the background jobs that failed for good (with a Retry button) or wait for
 * another try, newest first, a page at a time.
 */
export async function SystemConsole({
  jobs,
  page,
  hasMore,
}: {
  jobs: JobProblem[];
  page: number;
  hasMore: boolean;
}) {
  const t = await getTranslations('Admin.system');
  const format = await getFormatter();
  const time = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' }) : t('never');
  const queueName = (queue: string) =>
    t.has(`queues.${queue}` as 'queues.mail.send')
      ? t(`queues.${queue}` as 'queues.mail.send')
      : queue;
  return (
    <ConsolePage section="system" heading={t('heading')} intro={t('intro')}>
      {jobs.length === 0 ? (
        <p className="text-muted rounded-md border border-slate-200 p-4">{t('empty')}</p>
      ) : (
        <Table caption={t('caption')} align="start" className="min-w-[64rem]">
          <thead>
            <tr>
              <th scope="col">{t('columns.job')}</th>
              <th scope="col">{t('columns.event')}</th>
              <th scope="col">{t('columns.state')}</th>
              <th scope="col">{t('columns.attempts')}</th>
              <th scope="col">{t('columns.error')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col">{t('columns.started')}</th>
              <th scope="col">{t('columns.when')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} data-testid={`job-${job.id}`}>
                <td>{queueName(job.queue)}</td>
                <td className="max-w-xs font-mono text-xs break-all">{job.key ?? job.id}</td>
                <td className="whitespace-nowrap">{t(`states.${job.state}`)}</td>
                <td className="whitespace-nowrap">
                  {t('attempts', { attempts: job.attempts, max: job.maxAttempts })}
                </td>
                <td className="max-w-sm break-words">{job.lastError ?? t('noError')}</td>
                <td className="whitespace-nowrap">{time(job.createdAt)}</td>
                <td className="whitespace-nowrap">{time(job.startedAt)}</td>
                <td className="whitespace-nowrap">
                  {time(job.state === 'failed' ? job.failedAt : job.nextAttemptAt)}
                </td>
                <td>
                  {job.state === 'failed' ? (
                    <RetryJobButton
                      jobId={job.id}
                      label={t('retryLabel', {
                        job: queueName(job.queue),
                        event: job.key ?? job.id,
                      })}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {hasMore || page > 1 ? (
        <nav aria-label={t('caption')} className="flex gap-4">
          {page > 1 ? (
            <Link
              href={pageHref(1)}
              className="text-brand-700 font-medium underline underline-offset-4"
            >
              {t('first')}
            </Link>
          ) : null}
          {hasMore ? (
            <Link
              href={pageHref(page + 1)}
              className="text-brand-700 font-medium underline underline-offset-4"
            >
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ConsolePage>
  );
}
