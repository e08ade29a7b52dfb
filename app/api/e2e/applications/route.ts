import { NextResponse, type NextRequest } from 'next/server';
import { isHarnessEnabled } from '@/lib/config/harness';
import { storedApplicationsOf } from '@/lib/applications/harness-queries';

export const dynamic = 'force-dynamic';

/** Test harness only (E2E_HARNESS=1): an account's applications as stored, for the browser tests. */
export async function GET(request: NextRequest) {
  if (!isHarnessEnabled()) return new NextResponse('Not found', { status: 404 });
  const email = request.nextUrl.searchParams.get('email');
  if (!email) return NextResponse.json({ error: 'email required' }, { status: 400 });
  return NextResponse.json(await storedApplicationsOf(email));
}
