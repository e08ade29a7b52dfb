import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountSignOut } from '@/components/auth/account-sign-out';
import { paths } from '@/lib/site/paths';
import { AdminNav } from './admin-nav';

/** The staff console's frame: who is signed in, the sections, sign-out; each page renders below. */
export async function AdminShell({
  email,
  home,
  children,
}: {
  email: string;
  home: string;
  children: ReactNode;
}) {
  const tc = await getTranslations('Companies');
  const t = await getTranslations('Admin');
  const ts = await getTranslations('Subscriptions');
  const tm = await getTranslations('Mailroom');
  const items = [
    { href: paths.admin, label: t('nav.queue') },
    { href: paths.adminPayments, label: t('nav.payments') },
    { href: paths.adminCompanies, label: tc('admin.nav') },
    { href: paths.adminCompliance, label: tc('compliance.nav') },
    { href: paths.adminSubscriptions, label: ts('admin.nav') },
    { href: paths.adminVirtualOffice, label: tm('admin.nav') },
    { href: paths.adminMessages, label: t('nav.messages') },
    { href: paths.adminStaff, label: t('nav.staff') },
    { href: paths.adminAudit, label: t('nav.audit') },
    { href: paths.adminSystem, label: t('nav.system') },
  ];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      {/* At 375 px the e-mail breaks rather than push the page sideways. */}
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <div className="min-w-0">
          <p className="text-muted text-sm font-semibold tracking-wide uppercase">
            {t('consoleName')}
          </p>
          <p className="text-muted text-sm break-all" data-testid="admin-email">
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
