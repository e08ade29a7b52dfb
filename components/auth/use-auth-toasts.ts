'use client';

import { isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/layout/toast';

const translatedCodes = [
  'invalid_credentials',
  'email_not_confirmed',
  'user_already_exists',
  'over_request_rate_limit',
] as const;
type TranslatedCode = (typeof translatedCodes)[number];

/** The toasts of the sign-in page, worded as the product specifies. */
export function useAuthToasts() {
  const t = useTranslations('Auth');

  /** The backend's message; the common ones in the page's language (their English is Supabase's own). */
  function describe(error: AuthError): string {
    // The backend could not answer (its database is down, the network failed): a 503 or no answer.
    if (isAuthRetryableFetchError(error)) return t('serverErrors.unavailable');
    const code = error.code as string | undefined;
    // A wait (the embedded backend's sign-in throttle) says how long, in GoTrue's words.
    const wait =
      code === 'over_request_rate_limit' ? error.message.match(/after (\d+) seconds?/) : null;
    if (wait) return t('serverErrors.retryAfter', { seconds: Number(wait[1]) });
    if (code && (translatedCodes as readonly string[]).includes(code))
      return t(`serverErrors.${code as TranslatedCode}`);
    return error.message;
  }

  return {
    notAvailable: () =>
      toast.error(t('toasts.notAvailableTitle'), {
        description: t('toasts.notAvailableDescription'),
      }),
    signInFailed: (error: AuthError) =>
      toast.error(t('toasts.signInFailedTitle'), {
        description: describe(error) || t('toasts.signInFailedFallback'),
      }),
    signUpFailed: (error: AuthError) =>
      toast.error(t('toasts.signUpFailedTitle'), {
        description: describe(error) || t('toasts.signUpFailedFallback'),
      }),
    signedIn: () => toast.success(t('toasts.signedIn')),
    accountCreated: (withSession: boolean) =>
      toast.success(t('toasts.accountCreated'), {
        description: withSession
          ? t('toasts.accountCreatedSession')
          : t('toasts.accountCreatedConfirm'),
      }),
  };
}
