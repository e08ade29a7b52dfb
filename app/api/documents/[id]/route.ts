import { NextResponse, type NextRequest } from 'next/server';
import { documentStorage, findDocument } from '@/lib/applications/documents';
import { getSignedInUser } from '@/lib/auth/current-user';
import { asUser } from '@/lib/db/rls';

/**
 * Serves an application's document to whoever may read it: its customer or staff, as row-level
 * security decides (the lookup runs as the caller). Anyone else, signed in or not, gets the same
 * 404 as for a document that does not exist. Hosted mode redirects to a signed URL of the private
 * bucket valid for 60 seconds; embedded mode streams the bytes. `?download=1` saves instead of
 * opening; the type is the one read from the bytes at upload, never sniffed again by the browser.
 */
const SIGNED_URL_SECONDS = 60;

const notFound = () => NextResponse.json({ error: 'notFound' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

function downloadName(document: { fileName: string | null; storagePath: string }): string {
  // Plain ASCII in the header; the extension is the stored one (the type read from the bytes).
  const extension = document.storagePath.split('.').pop()!;
  const base = (document.fileName ?? 'document').replace(/\.[a-z0-9]+$/i, '').replace(/[^A-Za-z0-9._ -]+/g, '_').slice(0, 100) || 'document';
  return `${base}.${extension}`;
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getSignedInUser();
  if (!user) return notFound();
  const document = await asUser(user.id, (tx) => findDocument(tx, id));
  if (!document) return notFound();
  const download = request.nextUrl.searchParams.get('download') === '1';
  const storage = documentStorage();
  const name = downloadName(document);
  const signed = await storage.signedUrl(document.storagePath, SIGNED_URL_SECONDS, download ? name : undefined);
  if (signed) return NextResponse.redirect(signed, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  const object = await storage.get(document.storagePath);
  if (!object) return notFound();
  return new NextResponse(Buffer.from(object.body), {
    headers: {
      'Content-Type': document.contentType,
      'Content-Length': String(object.body.byteLength),
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // A PDF opened inline runs in the browser's viewer with no access to the site.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
