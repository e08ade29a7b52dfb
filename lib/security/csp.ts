/**
 * The Content-Security-Policy of every page. Public pages are prerendered once and served to
 * everyone, so they cannot carry a per-request nonce: their policy allows inline scripts (Next's
 * bootstrap) from this origin only. The personal pages (sign-in, account, admin, wizards,
 * payments) are rendered per request and get a fresh nonce each time instead, with no
 * 'unsafe-inline': an injected script there cannot run, so it cannot read the session cookie.
 * No imports: next.config.ts reads this file too.
 */
const isDev = process.env.NODE_ENV === 'development';

function policy(scriptSrc: string, supabaseOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${supabaseOrigin ? ` ${supabaseOrigin}` : ''}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The hosted Supabase origin the browser talks to, if any. */
function supabaseOrigin(): string {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  return url ? new URL(url).origin : '';
}

/** The prerendered public pages' policy: scripts from this origin, inline ones included. */
export function staticContentSecurityPolicy(): string {
  return policy("'self' 'unsafe-inline'", supabaseOrigin());
}

/**
 * A personal page's policy: only scripts carrying this request's nonce, and what they load
 * ('strict-dynamic': Next's chunks); no inline script without the nonce.
 */
export function nonceContentSecurityPolicy(nonce: string): string {
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'`, supabaseOrigin());
}

/**
 * The policy of an uploaded file served to its reader (a document, a CV): nothing may run or
 * load, and the browser's viewer opens it in a sandbox with no access to the site. The routes
 * set it and next.config.ts repeats it for their paths, since its global policy would replace it.
 */
export function fileContentSecurityPolicy(): string {
  return "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
}
