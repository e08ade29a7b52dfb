import 'server-only';
import { z } from 'zod';
import { defineJob } from '@/lib/jobs/definition';
import { getStorage } from '@/lib/storage/storage';
import { CV_BUCKET } from './submit';

/** What an interrupted CV write leaves behind goes after a day (issue 29, finding 8). */
export const CV_LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * `careers.sweep-leftovers`: removes what interrupted CV writes left in the CVs' bucket
 * (temporary files, a meta without its file), run by the scheduler once an hour across all
 * instances. It used to run after a career application's response, at most hourly per process.
 */
export const sweepCvLeftoversJob = defineJob({
  name: 'careers.sweep-leftovers',
  schema: z.unknown(),
  queue: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 10 * 60 },
  handler: async () => {
    const removed = await getStorage(CV_BUCKET).removeLeftovers(
      new Date(Date.now() - CV_LEFTOVER_AGE_MS),
    );
    if (removed.length > 0)
      console.info(`[jobs] careers.sweep-leftovers removed ${removed.length} leftovers`);
  },
});
