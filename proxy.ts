import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

export function proxy(request: NextRequest) {
  return intl(request);
}

export const config = {
  // Static files, Next internals and route handlers (the embedded backend, webhooks) skip the proxy.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
