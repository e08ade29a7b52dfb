import { getTranslations } from 'next-intl/server';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The two ways a director or PSC proves who they are since 18 Nov 2025 [S64][S66], in plain words,
 * with our agent's price from the catalogue: shown above the directors.
 */
export async function UkIdentityVerification({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WizardUk.identity' });
  const price = formatMoney(toMinor(FIXED_SERVICE_FEES.ukIdentityCheck), 'GBP', locale);
  return (
    <section
      aria-labelledby="uk-identity"
      className="rounded-lg border border-blue-300 bg-blue-50 p-4"
    >
      <h2 id="uk-identity" className="text-ink font-semibold">
        {t('title')}
      </h2>
      <p className="text-ink mt-2 text-sm">{t('why')}</p>
      <ul className="text-ink mt-3 flex list-disc flex-col gap-2 pl-5 text-sm">
        <li>{t('personalCode')}</li>
        <li>{t('agent', { price })}</li>
      </ul>
      <p className="text-muted mt-3 text-sm">{t('once')}</p>
    </section>
  );
}
