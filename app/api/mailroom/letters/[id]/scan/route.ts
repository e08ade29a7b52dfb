import { NextResponse } from 'next/server';
import { getSignedInUser } from '@/lib/auth/current-user';
import { asUser, isUuid } from '@/lib/db/rls';
import { findLetterScan } from '@/lib/mailroom/queries';
import { scanStorage } from '@/lib/mailroom/scans';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { fileResponse } from '@/lib/storage/serve';

export const dynamic = 'force-dynamic';

const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * A letter's scan (issue 34): read as the caller under row-level security, so only the
 * subscription's owner (and staff) find it; anyone else, an unknown id or a scan the retention job
 * removed gets the same 404. Always a download, its bytes checked against the size and SHA-256
 * stored with them.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) return notFound();
  let scan;
  try {
    const user = await getSignedInUser();
    if (!user) return notFound();
    scan = await asUser(user.id, (tx) => findLetterScan(tx, id));
  } catch (error) {
    console.error('[mailroom] scan: the session or the letter could not be read', error);
    return NextResponse.json(
      { error: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } },
    );
  }
  if (!scan) return notFound();
  return fileResponse(scanStorage(), scan.scanPath, {
    contentType: 'application/pdf',
    disposition: `attachment; filename="letter-${scan.receivedOn}-${scan.category}.pdf"`,
    policy: fileContentSecurityPolicy(),
    notFound,
  });
}
