'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { useAuth } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import { clearWizardDrafts } from '@/lib/wizards/draft-storage';

/** A 'Sign out' button for pages inside the auth area (the header has its own). */
export function AccountSignOut({ home }: { home: string }) {
  const t = useTranslations('Auth');
  const router = useRouter();
  const { supabase, loading } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const { error } = supabase ? await supabase.auth.signOut({ scope: 'local' }) : { error: null };
    setBusy(false);
    if (error)
      return void toast.error(t('toasts.signOutFailedTitle'), { description: error.message });
    clearWizardDrafts();
    toast.success(t('toasts.signedOut'));
    router.push(home);
  }

  return (
    <Button variant="secondary" size="sm" onClick={signOut} disabled={busy || loading}>
      {t('signOut')}
    </Button>
  );
}
