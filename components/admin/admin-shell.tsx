import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountSignOut } from '@/components/auth/account-sign-out';
import { paths } from '@/lib/site/paths';
import { AdminNav } from './admin-nav';

/** The staff console's frame: who is signed in, the sections, sign-out; each page renders below. */
export async function AdminShell({ email, home, children }: { email: string; home: string; children: ReactNode }) {
  const t = await getTranslations('Admin');
  const items = [
    { href: paths.admin, label: t('nav.queue') },
    { href: paths.adminPayments, label: t('nav.payments') },
    { href: paths.adminMessages, label: t('nav.messages') },
    { href: paths.adminStaff, label: t('nav.staff') },
    { href: paths.adminAudit, label: t('nav.audit') },
  ];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('consoleName')}</p>
          <p className="text-sm text-muted" data-testid="admin-email">
            {t('signedInAs', { email })}
          </p>
        </div>
        <AccountSignOut home={home} />
      </div>
      <div className="mt-4">
        <AdminNav items={items} label={t('nav.label')} />
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
