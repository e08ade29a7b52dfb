import { getTranslations } from 'next-intl/server';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the US registered agent costs after its free first year (issue 34), from the catalogue's
 * one figure (FIXED_SERVICE_FEES.registeredAgentRenewal, our own price): on the US pages and /compare.
 */
export async function RegisteredAgentNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Subscriptions' });
  const price = formatMoney(toMinor(FIXED_SERVICE_FEES.registeredAgentRenewal), 'USD', locale);
  return (
    <p data-testid="registered-agent-renewal" className="mt-4 max-w-3xl text-slate-700">
      {t('registeredAgent.renewal', { price })}
    </p>
  );
}
