import 'server-only';
import { NextResponse } from 'next/server';
import { DamagedObjectError, type FileStorage } from './storage';

/**
 * The response that serves a stored file its route has found the caller may read: the bytes
 * once `get` has checked them against the size and SHA-256 stored with them. A damaged file is
 * answered 500 with `fileDamaged` (and logged for staff), never sent as if whole; a file missing
 * from storage gets the route's own 404.
 */
export async function fileResponse(
  storage: FileStorage,
  key: string,
  {
    contentType,
    disposition,
    policy,
    notFound,
  }: { contentType: string; disposition: string; policy: string; notFound: () => NextResponse },
): Promise<NextResponse> {
  let object;
  try {
    object = await storage.get(key);
  } catch (error) {
    if (!(error instanceof DamagedObjectError)) throw error;
    console.error(`[storage] refused to serve ${storage.bucket}/${key}: ${error.message}`);
    return NextResponse.json(
      { error: 'fileDamaged' },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (!object) return notFound();
  return new NextResponse(Buffer.from(object.body), {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(object.body.byteLength),
      'Content-Disposition': disposition,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': policy,
    },
  });
}
