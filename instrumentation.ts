export async function register() {
  // Node server only (not the edge runtime): open the embedded database once, before requests.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startOrStop } = await import('@/lib/embedded-backend/start');
    // Its mails (confirmation, recovery, e-mail change) are jobs, enqueued with their links.
    const { enqueueMail } = await import('@/lib/jobs/enqueue');
    await startOrStop({ deliverMail: enqueueMail });
    // Then the job queue (lib/jobs) on that database: its workers and schedules.
    const { startJobsOrStop } = await import('@/lib/jobs/queue');
    await startJobsOrStop();
    // What account deletions left when a process died (files, a hosted auth user), in the background.
    const { sweepDeletionLeftoversAtStart } = await import('@/lib/account/deletion');
    sweepDeletionLeftoversAtStart();
  }
}
