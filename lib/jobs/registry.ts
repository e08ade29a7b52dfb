import 'server-only';
import type { z } from 'zod';
import { sweepOrphanUploadsJob } from '@/lib/applications/orphan-uploads';
import { complianceRemindersJob } from '@/lib/companies/reminders';
import { mailroomRetentionJob } from '@/lib/mailroom/retention';
import { compliancePlanOrdersJob } from '@/lib/subscriptions/compliance-plan';
import { subscriptionRenewalsJob } from '@/lib/subscriptions/renewals';
import { processPaymentEventJob } from '@/lib/payments/process-event';
import { reconcilePaymentsJob } from '@/lib/payments/reconcile';
import { sweepCvLeftoversJob } from '@/lib/public-forms/careers/sweep';
import type { JobDefinition, ScheduleDefinition } from './definition';
import { mailSendJob, outboxPruneJob } from './mail';
import { failingTestJob, tickTestJob } from './test-jobs';

/**
 * Every kind of job, by queue name. To add one: `defineJob` it in its area's module (name, zod
 * schema of its data, handler, retries) and list it here; `enqueue` then accepts it, typed, and
 * every instance creates its queue and runs a worker for it at start.
 */
export const JOBS = {
  'mail.send': mailSendJob,
  'outbox.prune': outboxPruneJob,
  'uploads.sweep-orphans': sweepOrphanUploadsJob,
  'careers.sweep-leftovers': sweepCvLeftoversJob,
  'payments.process-event': processPaymentEventJob,
  'payments.reconcile': reconcilePaymentsJob,
  'compliance.reminders': complianceRemindersJob,
  'subscriptions.renewals': subscriptionRenewalsJob,
  'subscriptions.compliance-plan': compliancePlanOrdersJob,
  'mailroom.retention': mailroomRetentionJob,
  'test.fail': failingTestJob,
  'test.tick': tickTestJob,
} satisfies { [name: string]: JobDefinition };

export type JobName = keyof typeof JOBS;
/** What `enqueue` takes as a job's data. */
export type JobData<N extends JobName> = z.input<(typeof JOBS)[N]['schema']>;

/**
 * Recurring work, run once per occurrence across every instance (pg-boss's scheduler: each
 * instance offers the occurrence, one job per minute is kept). To add one: its job in JOBS, its
 * cron here (UTC). A schedule removed from this list is removed from the database at the next
 * start.
 */
export const SCHEDULES: readonly ScheduleDefinition[] = [
  { name: 'outbox.prune', cron: '23 * * * *' },
  { name: 'uploads.sweep-orphans', cron: '41 * * * *' },
  { name: 'careers.sweep-leftovers', cron: '47 * * * *' },
  // Online payments whose webhook never came (issue 32): every 5 minutes.
  { name: 'payments.reconcile', cron: '*/5 * * * *' },
  // The compliance calendar's e-mail reminders (issue 31): once a day, early in the UTC morning
  // (mid-morning in Lagos, Accra and Johannesburg, before the working day in the UK).
  { name: 'compliance.reminders', cron: '17 6 * * *' },
  // Yearly services' renewal orders, reminders and lapses (issue 34): once a day, after the
  // compliance reminders.
  { name: 'subscriptions.renewals', cron: '29 6 * * *' },
  // The corporate compliance plan's orders of obligations whose window opens (issue 34): once a
  // day, after the renewals (a plan renewed or lapsed today is seen as such).
  { name: 'subscriptions.compliance-plan', cron: '41 6 * * *' },
  // Mailroom scans past the retention /privacy states (issue 34): once a day.
  { name: 'mailroom.retention', cron: '53 6 * * *' },
  { name: 'test.tick', cron: '* * * * *', testOnly: true },
];

/** The job kinds this process runs: the test-only ones only when asked for. */
export function activeJobs(withTestJobs: boolean): JobDefinition[] {
  return Object.values(JOBS).filter((job) => withTestJobs || !job.testOnly) as JobDefinition[];
}

export function activeSchedules(withTestJobs: boolean): ScheduleDefinition[] {
  return SCHEDULES.filter((schedule) => withTestJobs || !schedule.testOnly);
}
