import { getTranslations } from 'next-intl/server';
import { canadaRegimes } from '@/lib/catalogue/catalogue';
import { formatMoney } from '@/lib/catalogue/money';
import { quote } from '@/lib/catalogue/quote';
import type { Locale } from '@/lib/i18n/locales';

const ASPECTS = ['name', 'directors', 'isc', 'office'] as const;

/**
 * Federal or Ontario, side by side, above the choice: what differs for a founder, and the
 * registry's fees read from the catalogue (a named corporation: the NUANS report and the filing).
 * Two cards that stack on a phone rather than a table that would scroll.
 */
export async function CanadaComparison({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WizardCanada.comparison' });
  const c = await getTranslations({ locale, namespace: 'Catalogue' });
  return (
    <section aria-labelledby="canada-comparison" className="flex flex-col gap-4">
      <h2 id="canada-comparison" className="text-ink text-lg font-semibold">
        {t('title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {canadaRegimes.map((regime) => {
          const q = quote('canada', 'company', 'basic', { canadaRegime: regime });
          return (
            <article
              key={regime}
              aria-labelledby={`canada-${regime}`}
              className="rounded-lg border border-slate-300 p-4"
              data-testid={`comparison-${regime}`}
            >
              <h3 id={`canada-${regime}`} className="text-ink font-semibold">
                {t(`${regime}.title`)}
              </h3>
              <dl className="mt-3 flex flex-col gap-3 text-sm">
                {ASPECTS.map((aspect) => (
                  <div key={aspect}>
                    <dt className="text-ink font-medium">{t(`aspects.${aspect}`)}</dt>
                    <dd className="text-muted">{t(`${regime}.${aspect}`)}</dd>
                  </div>
                ))}
                <div>
                  <dt className="text-ink font-medium">{t('aspects.fees')}</dt>
                  <dd className="text-muted">
                    <ul>
                      {q.governmentFeeLines.map((line) => (
                        <li key={line.label}>
                          {c(`feeLines.${line.label}`)}:{' '}
                          {formatMoney(line.amount, q.currency, locale)}
                          {line.confidence === 'unconfirmed' ? (
                            <abbr title={c('table.unconfirmedTitle')}>*</abbr>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </article>
          );
        })}
      </div>
      <p className="text-muted text-sm">{t('note')}</p>
    </section>
  );
}
