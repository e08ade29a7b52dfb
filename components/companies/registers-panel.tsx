import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table } from '@/components/ui/table';
import type { Company } from '@/lib/companies/queries';
import type { RecordedEntry } from '@/lib/companies/register-entries';
import { registersAsAt } from '@/lib/companies/registers';
import { describeEntry, pscTitleKey, type Say } from '@/lib/companies/registers-pdf';
import type { Locale } from '@/lib/i18n/locales';
import { dayFormatter } from './company-view';
import { RegisterEntryForm } from './register-entry-form';

/**
 * The company page's statutory registers (issue 34): the four registers as at a date (today, or
 * the date the reader chose), the PDF of them at that date, the history with who recorded each
 * entry, and, for the owner, the form that records a change.
 */
export async function RegistersPanel({
  locale,
  company,
  history,
  asAt,
  today,
  owner = false,
}: {
  locale: Locale;
  company: Pick<Company, 'id' | 'jurisdiction' | 'incorporatedOn'>;
  history: RecordedEntry[];
  asAt: string;
  today: string;
  owner?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Boardroom' });
  const messages = await getMessages({ locale });
  const day = dayFormatter(locale);
  const count = new Intl.NumberFormat(locale);
  const registers = registersAsAt(history, asAt);
  const pdfHref = `/api/companies/${company.id}/registers?${new URLSearchParams({ asAt, locale })}`;
  const empty = (span: number) => (
    <tr>
      <td colSpan={span}>{t('empty')}</td>
    </tr>
  );
  return (
    <section aria-labelledby="registers-title" className="mt-12">
      <h2 id="registers-title" className="text-ink text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-muted mt-2">{t('intro')}</p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="registers-as-at" className="text-ink font-medium">
            {t('asAt')}
          </label>
          <Input
            id="registers-as-at"
            name="asAt"
            type="date"
            defaultValue={asAt}
            max={today}
            min={company.incorporatedOn}
          />
        </div>
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          {t('showAsAt')}
        </button>
        {/* A file, not a page: a plain link keeps the locale out of its path. */}
        <a href={pdfHref} className={buttonClass({ variant: 'secondary' })} download>
          {t('downloadPdf')}
        </a>
        <a
          href={`${pdfHref}&format=ocf`}
          className={buttonClass({ variant: 'secondary' })}
          download
        >
          {t('downloadOcf')}
        </a>
      </form>

      <div className="mt-6 flex flex-col gap-6">
        <Table caption={t('registers.members')} align="start">
          <thead>
            <tr>
              <th scope="col">{t('columns.holder')}</th>
              <th scope="col">{t('columns.shareClass')}</th>
              <th scope="col">{t('columns.shares')}</th>
            </tr>
          </thead>
          <tbody>
            {registers.members.length === 0
              ? empty(3)
              : registers.members.map((h) => (
                  <tr key={`${h.holder}|${h.shareClass}`}>
                    <td>{h.holder}</td>
                    <td>{h.shareClass}</td>
                    <td>{count.format(h.shares)}</td>
                  </tr>
                ))}
          </tbody>
        </Table>
        <Table caption={t('registers.officers')} align="start">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.role')}</th>
              <th scope="col">{t('columns.appointedOn')}</th>
            </tr>
          </thead>
          <tbody>
            {registers.officers.length === 0
              ? empty(3)
              : registers.officers.map((o) => (
                  <tr key={`${o.name}|${o.role}`}>
                    <td>{o.name}</td>
                    <td>{t(`roles.${o.role}`)}</td>
                    <td>{day(o.appointedOn)}</td>
                  </tr>
                ))}
          </tbody>
        </Table>
        <Table caption={t(`pscTitle.${pscTitleKey(company.jurisdiction)}`)} align="start">
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.nature')}</th>
              <th scope="col">{t('columns.notifiedOn')}</th>
            </tr>
          </thead>
          <tbody>
            {registers.psc.length === 0
              ? empty(3)
              : registers.psc.map((p) => (
                  <tr key={p.name}>
                    <td>{p.name}</td>
                    <td>{p.nature}</td>
                    <td>{day(p.notifiedOn)}</td>
                  </tr>
                ))}
          </tbody>
        </Table>
        <Table caption={t('registers.charges')} align="start">
          <thead>
            <tr>
              <th scope="col">{t('columns.chargee')}</th>
              <th scope="col">{t('columns.description')}</th>
              <th scope="col">{t('columns.createdOn')}</th>
            </tr>
          </thead>
          <tbody>
            {registers.charges.length === 0
              ? empty(3)
              : registers.charges.map((c) => (
                  <tr key={c.id}>
                    <td>{c.chargee}</td>
                    <td>{c.description}</td>
                    <td>{day(c.createdOn)}</td>
                  </tr>
                ))}
          </tbody>
        </Table>
        <Table caption={t('history')} align="start">
          <thead>
            <tr>
              <th scope="col">{t('columns.effectiveOn')}</th>
              <th scope="col">{t('columns.entry')}</th>
              <th scope="col">{t('columns.recordedBy')}</th>
              <th scope="col">{t('columns.recordedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {history.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('historyEmpty')}</td>
              </tr>
            ) : (
              history.map((e) => (
                <tr key={e.id}>
                  <td>{day(e.effectiveOn)}</td>
                  <td>{describeEntry(t as unknown as Say, e, history)}</td>
                  <td>{e.recordedBy}</td>
                  <td>{day(e.recordedAt.slice(0, 10))}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>
      {owner ? (
        // The form's own messages: the account area's provider does not send `Boardroom`.
        <NextIntlClientProvider messages={{ Boardroom: messages.Boardroom } as never}>
          <RegisterEntryForm
            companyId={company.id}
            today={today}
            earliest={company.incorporatedOn}
            officers={registersAsAt(history, today).officers.map((o) => ({
              name: o.name,
              role: o.role,
            }))}
            charges={registersAsAt(history, today).charges.map((c) => ({
              id: c.id,
              label: `${c.chargee}: ${c.description}`,
            }))}
          />
        </NextIntlClientProvider>
      ) : null}
    </section>
  );
}
