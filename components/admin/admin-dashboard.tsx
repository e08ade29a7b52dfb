import { getTranslations } from 'next-intl/server';
import { AccountSignOut } from '@/components/auth/account-sign-out';

/** The admin area's frame: who is signed in and the (for now empty) work queue. */
export async function AdminDashboard({ email, home }: { email: string; home: string }) {
  const t = await getTranslations('Admin');
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('heading')}</h1>
          <p className="mt-2 text-muted" data-testid="admin-email">
            {t('signedInAs', { email })}
          </p>
        </div>
        <AccountSignOut home={home} />
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {(['queue', 'payments', 'messages'] as const).map((key) => (
          <section key={key} aria-labelledby={`admin-${key}`} className="rounded-lg border border-slate-200 p-6">
            <h2 id={`admin-${key}`} className="text-lg font-semibold text-ink">
              {t(`panels.${key}`)}
            </h2>
            <p className="mt-2 text-sm text-muted">{t('emptyPanel')}</p>
          </section>
        ))}
      </div>
    </section>
  );
}
