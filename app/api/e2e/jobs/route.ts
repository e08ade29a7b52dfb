import { NextResponse, type NextRequest } from 'next/server';
import { isHarnessEnabled } from '@/lib/config/harness';
import { isUuid } from '@/lib/db/rls';
import {
  enqueueFailingTestJob,
  enqueueRemindersRun,
  enqueueRenewalsRun,
  jobState,
} from '@/lib/jobs/harness-queries';

export const dynamic = 'force-dynamic';

/**
 * Test harness only (E2E_HARNESS=1): POST `{ label, failures }` enqueues a test job that fails its
 * first `failures` runs (it is failed after two) and answers its id; POST `{ label, job:
 * 'compliance.reminders' }` starts the day's reminders run now (the scheduler's is at 06:17 UTC);
 * POST `{ label, job: 'subscriptions.renewals', now: 'YYYY-MM-DD' }` runs the renewals as on that
 * day (the injected clock of the renewal journey);
 * GET `?id=` answers a job's state.
 */
export async function POST(request: NextRequest) {
  if (!isHarnessEnabled()) return new NextResponse('Not found', { status: 404 });
  const body = (await request.json()) as {
    label?: unknown;
    failures?: unknown;
    job?: unknown;
    now?: unknown;
  };
  const label = typeof body.label === 'string' ? body.label.slice(0, 100) : '';
  if (body.job === 'subscriptions.renewals') {
    const now =
      typeof body.now === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.now) ? body.now : undefined;
    if (!/^[A-Za-z0-9_-]+$/.test(label) || (body.now !== undefined && !now))
      return NextResponse.json({ error: 'label and now (YYYY-MM-DD) expected' }, { status: 400 });
    return NextResponse.json({ id: await enqueueRenewalsRun(label, now) });
  }
  if (body.job === 'compliance.reminders') {
    if (!/^[A-Za-z0-9_-]+$/.test(label))
      return NextResponse.json({ error: 'label expected' }, { status: 400 });
    return NextResponse.json({ id: await enqueueRemindersRun(label) });
  }
  const failures = Number(body.failures);
  if (!label || !Number.isInteger(failures) || failures < 0 || failures > 10)
    return NextResponse.json({ error: 'label and failures (0-10) expected' }, { status: 400 });
  return NextResponse.json({ id: await enqueueFailingTestJob(label, failures) });
}

export async function GET(request: NextRequest) {
  if (!isHarnessEnabled()) return new NextResponse('Not found', { status: 404 });
  const id = request.nextUrl.searchParams.get('id');
  if (!isUuid(id)) return NextResponse.json({ error: 'id expected' }, { status: 400 });
  return NextResponse.json({ state: await jobState(id) });
}
