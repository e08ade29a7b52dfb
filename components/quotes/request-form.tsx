'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useRouter } from '@/lib/i18n/navigation';
import { requestQuoteAction } from '@/lib/quotes/actions';
import { MAX_NEEDS } from '@/lib/quotes/schemas';
import { accountApplicationPath } from '@/lib/site/paths';
import { useQuoteAction } from './use-quote-action';

/** The request for a quote: sector, place, needs and optionally one of the customer's companies. */
export function QuoteRequestForm({
  service,
  jurisdiction,
  companies,
}: {
  service: string;
  jurisdiction: string;
  companies: { id: string; name: string }[];
}) {
  const t = useTranslations('Quotes.request');
  const router = useRouter();
  const { pending, error, fieldErrors, run } = useQuoteAction(requestQuoteAction);

  return (
    <form
      className="flex max-w-2xl flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = Object.fromEntries(new FormData(event.currentTarget));
        run({ ...data, service, jurisdiction }, ({ reference }) => {
          toast.success(t('sent', { reference }));
          router.push(accountApplicationPath(reference));
        });
      }}
    >
      <Field
        id="quote-sector"
        label={t('sector')}
        hint={t('sectorHint')}
        error={fieldErrors.sector}
      >
        {(control) => <Input {...control} name="sector" required maxLength={120} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="quote-state" label={t('state')} error={fieldErrors.state}>
          {(control) => <Input {...control} name="state" required maxLength={80} />}
        </Field>
        <Field id="quote-city" label={t('city')} error={fieldErrors.city}>
          {(control) => <Input {...control} name="city" required maxLength={80} />}
        </Field>
      </div>
      <Field id="quote-needs" label={t('needs')} hint={t('needsHint')} error={fieldErrors.needs}>
        {(control) => (
          <Textarea {...control} name="needs" required rows={6} maxLength={MAX_NEEDS} />
        )}
      </Field>
      {companies.length > 0 ? (
        <Field id="quote-company" label={t('company')} error={fieldErrors.companyId}>
          {(control) => (
            <Select {...control} name="companyId" defaultValue="">
              <option value="">{t('noCompany')}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <p className="text-muted text-sm">{t('documentsLater')}</p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
