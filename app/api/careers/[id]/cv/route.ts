import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { asUser } from '@/lib/db/rls';
import { CV_BUCKET } from '@/lib/public-forms/careers/submit';
import { findInboxItem } from '@/lib/public-forms/inbox/queries';
import { fileContentSecurityPolicy } from '@/lib/security/csp';
import { fileResponse } from '@/lib/storage/serve';
import { getStorage } from '@/lib/storage/storage';

export const dynamic = 'force-dynamic';

/**
 * A career application's CV, for staff only: the role is read from the database on each request
 * and the row is read as the caller under RLS, so anyone else (anonymous, a customer, an unknown
 * id) gets the same 404. Always a download, with the type read from the bytes at upload and no
 * sniffing, its bytes checked against the size and SHA-256 stored with them first (issue 29,
 * finding 13).
 */
const notFound = () =>
  NextResponse.json(
    { error: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );

function downloadName(fileName: string, path: string): string {
  const extension = path.split('.').pop()!;
  const base =
    fileName
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[^A-Za-z0-9._ -]+/g, '_')
      .slice(0, 100) || 'cv';
  return `${base}.${extension}`;
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user?.isAdmin) return notFound();
  const item = await asUser(user.id, (tx) => findInboxItem(tx, 'career', id));
  if (!item || item.kind !== 'career') return notFound();
  return fileResponse(getStorage(CV_BUCKET), item.cvPath, {
    contentType: item.cvContentType,
    disposition: `attachment; filename="${downloadName(item.cvFileName, item.cvPath)}"`,
    policy: fileContentSecurityPolicy(),
    notFound,
  });
}
