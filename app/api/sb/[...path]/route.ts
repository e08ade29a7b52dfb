import { getEmbeddedBackend } from '@/lib/embedded-backend/backend';
import { backendMode } from '@/lib/config/backend';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ path: string[] }> };

// The embedded Supabase-compatible backend; absent whenever Supabase is configured or it is off.
async function handle(request: Request, { params }: Context): Promise<Response> {
  if (backendMode() !== 'embedded') return new Response('Not Found', { status: 404 });
  const [{ path }, backend] = await Promise.all([params, getEmbeddedBackend()]);
  return backend.handle(request, path);
}

export { handle as GET, handle as POST, handle as PUT };
