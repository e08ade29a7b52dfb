import { getTranslations } from 'next-intl/server';
import { ApiTokensPanel } from '@/components/api/api-tokens-panel';
import { buttonClass } from '@/components/ui/button';
import type { Profile } from '@/lib/account/queries';
import type { ApiToken } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { paths } from '@/lib/site/paths';
import { EmailForm, PasswordForm } from './credentials-forms';
import { DeleteAccountForm } from './delete-account-form';
import { ProfileForm } from './profile-form';

/** The account's settings: profile, password, e-mail, the data export, API tokens and deletion. */
export async function SettingsView({
  locale,
  profile,
  email,
  tokens,
}: {
  locale: Locale;
  profile: Profile | null;
  email: string;
  tokens: ApiToken[];
}) {
  const t = await getTranslations('Account.settings');
  const tt = await getTranslations('ApiTokens');
  const section = (
    id: string,
    title: string,
    intro: string | null,
    body: React.ReactNode,
    danger = false,
  ) => (
    <section
      aria-labelledby={id}
      className={`rounded-lg border p-6 ${danger ? 'border-red-300' : 'border-slate-200'}`}
    >
      <h2 id={id} className="text-ink text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-muted mt-1 mb-4">{intro}</p> : <div className="mb-4" />}
      {body}
    </section>
  );
  return (
    <div className="mt-8 flex flex-col gap-8">
      <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>
      {section(
        'settings-profile',
        t('profileHeading'),
        null,
        <ProfileForm
          fullName={profile?.fullName ?? ''}
          phone={profile?.phone ?? null}
          locale={profile?.locale ?? locale}
        />,
      )}
      {section('settings-password', t('passwordHeading'), null, <PasswordForm />)}
      {section('settings-email', t('emailHeading'), t('emailIntro'), <EmailForm current={email} />)}
      {section(
        'settings-data',
        t('dataHeading'),
        t('dataIntro'),
        <a href="/api/account/export" download className={buttonClass({ variant: 'secondary' })}>
          {t('dataDownload')}
        </a>,
      )}
      {section(
        'settings-api-tokens',
        tt('heading'),
        tt('intro'),
        <ApiTokensPanel tokens={tokens} />,
      )}
      {section(
        'settings-delete',
        t('deleteHeading'),
        t('deleteIntro'),
        <DeleteAccountForm email={email} home={getPathname({ href: paths.home, locale })} />,
        true,
      )}
    </div>
  );
}
