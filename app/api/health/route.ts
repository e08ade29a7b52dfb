import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/db/health';

export const dynamic = 'force-dynamic';

/**
 * For a load balancer: 200 when the database answers and its migrations are applied, 503
 * otherwise. The body names the failing check, never why (that is in the server's log).
 */
export async function GET() {
  const { healthy, checks } = await checkHealth();
  return NextResponse.json(
    { status: healthy ? 'ok' : 'unavailable', checks },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
