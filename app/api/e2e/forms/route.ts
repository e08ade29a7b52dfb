import { NextResponse, type NextRequest } from 'next/server';
import { storedFormSubmissions } from '@/lib/public-forms/harness-queries';
import { isHarnessEnabled } from '@/lib/config/harness';

export const dynamic = 'force-dynamic';

/** Test harness only (E2E_HARNESS=1): what the contact and career forms stored under a name. */
export async function GET(request: NextRequest) {
  if (!isHarnessEnabled()) return new NextResponse('Not found', { status: 404 });
  const name = request.nextUrl.searchParams.get('name');
  if (!name) return NextResponse.json({ error: 'name required' }, { status: 400 });
  return NextResponse.json(await storedFormSubmissions(name));
}
