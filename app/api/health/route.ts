import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/db/health';
import { getDatabase } from '@/lib/db/instance';
import { queueHealth } from '@/lib/jobs/health';

export const dynamic = 'force-dynamic';

/**
 * For a load balancer: 200 when the database answers and its migrations are applied, 503
 * otherwise. The body names the failing check, never why (that is in the server's log). It also
 * tells how the job queue is doing (`queue`: jobs failed for good, seconds the oldest due job has
 * waited; null when unknown), for a monitor: never a reason to answer 503.
 */
export async function GET() {
  const { healthy, checks } = await checkHealth();
  const queue = checks.database === 'ok' ? await queueHealth(await getDatabase()) : null;
  return NextResponse.json(
    { status: healthy ? 'ok' : 'unavailable', checks, queue },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
