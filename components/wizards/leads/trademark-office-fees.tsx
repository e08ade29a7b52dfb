import { getTranslations } from 'next-intl/server';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { jurisdictions } from '@/lib/catalogue/jurisdictions';
import { formatMoney, toMinor } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';
import { FLOWS } from '@/lib/wizards/flows';

type TrademarkFlow =
  'nigeria-trademark' | 'ghana-trademark' | 'south-africa-trademark' | 'canada-trademark';

/**
 * Above the classes step of a national trade mark (issue 35): the office's fee per class and our
 * clearance search per class, both read from the catalogue, so the figures have one home. Where the
 * office's fee is passed through at cost (Nigeria, Ghana: not confirmed), it says so.
 */
export function TrademarkOfficeFees(flow: TrademarkFlow) {
  const { jurisdiction, namespace } = FLOWS[flow];
  const { currency } = jurisdictions[jurisdiction];
  return async function OfficeFees({ locale }: { locale: Locale }) {
    const t = await getTranslations({ locale, namespace: `${namespace}.trademarkFees` });
    const money = (minor: number) => formatMoney(minor, currency, locale);
    const search = money(
      toMinor(
        FIXED_SERVICE_FEES.trademarkClearanceSearch[
          jurisdiction as keyof typeof FIXED_SERVICE_FEES.trademarkClearanceSearch
        ],
      ),
    );
    const one = quote(jurisdiction, 'trademark', 'basic', { classes: 1 });
    const three = quote(jurisdiction, 'trademark', 'basic', { classes: 3 });
    const body =
      one.governmentFeeBasis === 'fixed'
        ? t('body', {
            first: money(one.governmentFee),
            extra: money((three.governmentFee - one.governmentFee) / 2),
            example: money(three.governmentFee),
            search,
          })
        : t('body', { search });
    return (
      <p
        className="text-ink rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm"
        data-testid="office-fees"
      >
        {body}
      </p>
    );
  };
}
