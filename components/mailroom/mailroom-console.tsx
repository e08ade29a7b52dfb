import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { formatMoney } from '@/lib/catalogue/money';
import type { Locale } from '@/lib/i18n/locales';
import type { OfficeAddress, OfficeSubscription, StaffLetter } from '@/lib/mailroom/queries';
import { officeCountryOf } from '@/lib/mailroom/rules';
import { adminCompanyPath, letterScanPath } from '@/lib/site/paths';
import {
  AddressForm,
  AssignAddressForm,
  CompleteRequestForm,
  RecordLetterForm,
  RetireAddressButton,
} from './admin-forms';

export function addressLine(a: OfficeAddress): string {
  return [a.line1, a.line2, a.city, a.postcode].filter(Boolean).join(', ');
}

/**
 * /admin/virtual-office (issue 34): our addresses per country (add, correct, retire), the running
 * virtual offices and the address each is assigned, the mailroom's record form, the customers'
 * open forward and shred requests, and the latest letters.
 */
export async function MailroomConsole({
  locale,
  today,
  addresses,
  subscriptions,
  open,
  recent,
}: {
  locale: Locale;
  today: string;
  addresses: OfficeAddress[];
  subscriptions: OfficeSubscription[];
  open: StaffLetter[];
  recent: StaffLetter[];
}) {
  const t = await getTranslations({ locale, namespace: 'Mailroom' });
  const messages = await getMessages();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
  const live = addresses.filter((a) => !a.retired);
  const letterLabel = (l: StaffLetter) =>
    t('admin.letterLabel', { sender: l.sender, company: l.companyName, date: day(l.receivedOn) });
  const requestText = (l: StaffLetter) =>
    l.request === 'forward'
      ? t('admin.requests.forward', {
          address: l.forwardTo ?? '',
          fee: l.forwardFee ? formatMoney(l.forwardFee.amount, l.forwardFee.currency, locale) : '',
        })
      : l.request === 'shred'
        ? t('admin.requests.shred')
        : '';

  return (
    <NextIntlClientProvider messages={{ Mailroom: messages.Mailroom } as never}>
      <div className="space-y-10">
        <div>
          <h1 className="text-ink text-3xl font-bold">{t('admin.heading')}</h1>
          <p className="text-muted mt-2 max-w-3xl">{t('admin.intro')}</p>
        </div>

        <section aria-labelledby="office-requests" className="space-y-3">
          <h2 id="office-requests" className="text-ink text-2xl font-semibold">
            {t('admin.requests.heading')}
          </h2>
          {open.length === 0 ? (
            <p className="text-muted">{t('admin.requests.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {open.map((l) => (
                <li
                  key={l.id}
                  className="rounded-lg border border-slate-200 p-4"
                  data-testid={`request-${l.id}`}
                >
                  <p className="text-ink font-medium">{letterLabel(l)}</p>
                  <p className="text-sm text-slate-700">{requestText(l)}</p>
                  <div className="mt-2">
                    <CompleteRequestForm letterId={l.id} label={letterLabel(l)} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="office-record" className="space-y-3">
          <h2 id="office-record" className="text-ink text-2xl font-semibold">
            {t('admin.record.heading')}
          </h2>
          <RecordLetterForm
            today={today}
            subscriptions={subscriptions.map((s) => ({ id: s.id, label: s.companyName }))}
          />
        </section>

        <section aria-labelledby="office-subscriptions" className="space-y-3">
          <h2 id="office-subscriptions" className="text-ink text-2xl font-semibold">
            {t('admin.subscriptions.heading')}
          </h2>
          {subscriptions.length === 0 ? (
            <p className="text-muted">{t('admin.subscriptions.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {subscriptions.map((s) => {
                const country = officeCountryOf(s.jurisdiction);
                const assigned = addresses.find((a) => a.id === s.addressId);
                return (
                  <li key={s.id} className="rounded-lg border border-slate-200 p-4">
                    <p className="text-ink font-medium">
                      <Link
                        href={adminCompanyPath(s.companyId)}
                        className="text-brand-700 underline underline-offset-4"
                      >
                        {s.companyName}
                      </Link>{' '}
                      <span className="text-muted text-sm">
                        {country ? t(`countries.${country}`) : ''}
                      </span>
                    </p>
                    <p className="text-sm text-slate-700">
                      {assigned
                        ? t('admin.subscriptions.assigned', { address: addressLine(assigned) })
                        : t('admin.subscriptions.none')}
                    </p>
                    <div className="mt-2">
                      <AssignAddressForm
                        subscriptionId={s.id}
                        companyName={s.companyName}
                        current={s.addressId}
                        addresses={live
                          .filter((a) => a.country === country)
                          .map((a) => ({ id: a.id, label: addressLine(a) }))}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="office-addresses" className="space-y-4">
          <h2 id="office-addresses" className="text-ink text-2xl font-semibold">
            {t('admin.addresses.heading')}
          </h2>
          {addresses.length === 0 ? (
            <p className="text-muted">{t('admin.addresses.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {addresses.map((a) => (
                <li key={a.id} className="rounded-lg border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center gap-3">
                    <p className="text-ink font-medium">{addressLine(a)}</p>
                    <Badge tone={a.retired ? 'neutral' : 'brand'}>
                      {t(`countries.${a.country}`)}
                      {a.retired ? ` · ${t('admin.addresses.retired')}` : ''}
                    </Badge>
                  </div>
                  {a.notes ? <p className="mt-1 text-sm text-slate-700">{a.notes}</p> : null}
                  {a.retired ? null : (
                    <div className="mt-3 space-y-3">
                      <details>
                        <summary className="text-brand-700 cursor-pointer text-sm underline underline-offset-4">
                          {t('admin.addresses.editLabel', { address: addressLine(a) })}
                        </summary>
                        <div className="mt-3">
                          <AddressForm address={a} />
                        </div>
                      </details>
                      <RetireAddressButton
                        addressId={a.id}
                        label={t('admin.addresses.retireLabel', { address: addressLine(a) })}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3 className="text-ink text-xl font-semibold">{t('admin.addresses.addHeading')}</h3>
          <AddressForm />
        </section>

        <section aria-labelledby="office-letters" className="space-y-3">
          <h2 id="office-letters" className="text-ink text-2xl font-semibold">
            {t('admin.recent.heading')}
          </h2>
          {recent.length === 0 ? (
            <p className="text-muted">{t('admin.recent.empty')}</p>
          ) : (
            <ul className="space-y-2">
              {recent.map((l) => (
                <li key={l.id} className="text-sm text-slate-700">
                  {letterLabel(l)} · {t(`categories.${l.category}`)}
                  {l.request ? ` · ${requestText(l)}` : ''}
                  {l.doneAt ? ` · ${t('admin.recent.done', { date: day(l.doneAt) })}` : ''}
                  {' · '}
                  {l.hasScan ? (
                    <a
                      href={letterScanPath(l.id)}
                      className="text-brand-700 underline underline-offset-4"
                    >
                      {t('admin.recent.download')}
                    </a>
                  ) : (
                    t('company.scanRemoved')
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </NextIntlClientProvider>
  );
}
