import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { retryFailedJob } from '@/lib/jobs/console';
import { retryJobSchema } from '@/lib/jobs/schemas';
import { defineCommand, staffOnly } from '../run';

/** Staff run a failed job again from /admin/system; the audit row names them (job.retried). */
export const retryJob = defineCommand({
  name: 'jobs.retry',
  schema: retryJobSchema,
  allowed: staffOnly,
  run: async (input, actor, tx) =>
    (await retryFailedJob(tx, actor, input.jobId)) === 'retried' ? succeed() : fail('notFailed'),
});
