import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { backendMode } from '@/lib/config/backend';

/** The namespaces the auth area's client components read (the public layout sends fewer). */
// Captcha: the robot check the sign-in form shows after failed attempts on an account.
const namespaces = [
  'Auth',
  'PasswordReset',
  'Account',
  'Companies',
  'ApiTokens',
  'Common',
  'Error',
  'LanguageSwitcher',
  'Captcha',
  // Issue 35: the request for a quote, its acceptance, and staff's quote form.
  'Quotes',
] as const;

/**
 * Wraps the sign-in, account and admin areas: their messages and the browser auth state. The
 * backend mode is decided here, on the server (EMBEDDED_BACKEND is a server variable).
 */
export async function AuthArea({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider messages={picked}>
      <AuthProvider mode={backendMode()}>{children}</AuthProvider>
    </NextIntlClientProvider>
  );
}
