import { NextResponse } from 'next/server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { asUser } from '@/lib/db/rls';
import { CV_BUCKET } from '@/lib/public-forms/careers/submit';
import { findInboxItem } from '@/lib/public-forms/inbox/queries';
import { getStorage } from '@/lib/storage/storage';

export const dynamic = 'force-dynamic';

/**
 * A career application's CV, for staff only: the role is read from the database on each request
 * and the row is read as the caller under RLS, so anyone else (anonymous, a customer, an unknown
 * id) gets the same 404. Always a download, with the type read from the bytes at upload and no
 * sniffing; hosted mode redirects to a signed URL of the private bucket valid for 60 seconds.
 */
const notFound = () => NextResponse.json({ error: 'notFound' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

function downloadName(fileName: string, path: string): string {
  const extension = path.split('.').pop()!;
  const base = fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[^A-Za-z0-9._ -]+/g, '_').slice(0, 100) || 'cv';
  return `${base}.${extension}`;
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user?.isAdmin) return notFound();
  const item = await asUser(user.id, (tx) => findInboxItem(tx, 'career', id));
  if (!item || item.kind !== 'career') return notFound();
  const storage = getStorage(CV_BUCKET);
  const name = downloadName(item.cvFileName, item.cvPath);
  const signed = await storage.signedUrl(item.cvPath, 60, name);
  if (signed) return NextResponse.redirect(signed, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  const object = await storage.get(item.cvPath);
  if (!object) return notFound();
  return new NextResponse(Buffer.from(object.body), {
    headers: {
      'Content-Type': item.cvContentType,
      'Content-Length': String(object.body.byteLength),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
