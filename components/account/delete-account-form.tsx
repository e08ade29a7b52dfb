'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { deleteAccountAction } from '@/lib/account/actions';
import { useAccountAction } from './use-account-action';

/** Deletes the account once the customer has typed its e-mail address. */
export function DeleteAccountForm({ email, home }: { email: string; home: string }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const { supabase } = useAuth();
  const { pending, error, run, setError } = useAccountAction(deleteAccountAction, {
    refresh: false,
  });

  return (
    <form
      className="flex max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = String(new FormData(event.currentTarget).get('email') ?? '').trim();
        if (typed.toLowerCase() !== email.toLowerCase()) return setError(t('errors.emailMismatch'));
        run({ email: typed }, () => {
          // The auth user is gone; forget the session this browser holds, then leave.
          void (supabase ? supabase.auth.signOut({ scope: 'local' }) : Promise.resolve()).finally(
            () => {
              toast.success(t('settings.deleted'));
              router.push(home);
            },
          );
        });
      }}
    >
      <Field id="delete-email" label={t('settings.deleteConfirmLabel', { email })}>
        {(control) => <Input {...control} name="email" type="email" autoComplete="off" required />}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" variant="danger" disabled={pending} className="self-start">
        {t('settings.deleteSubmit')}
      </Button>
    </form>
  );
}
