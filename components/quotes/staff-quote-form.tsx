'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { sendQuoteAction } from '@/lib/quotes/actions';
import { MAX_QUOTE_LINES, MAX_QUOTE_NOTE, QUOTE_LINE_KINDS } from '@/lib/quotes/schemas';
import { useQuoteAction } from './use-quote-action';

type Line = { key: number; description: string; amount: string; kind: string };

/**
 * Staff's quote on a quoted request: line items (our fee or an authority's, in minor units of
 * the country's currency), the last day of validity, a note. Sending withdraws any earlier quote.
 */
export function StaffQuoteForm({
  applicationId,
  currency,
}: {
  applicationId: string;
  currency: string;
}) {
  const t = useTranslations('Quotes.admin');
  const kinds = useTranslations('Quotes.view.kinds');
  const router = useRouter();
  const { pending, error, fieldErrors, run } = useQuoteAction(sendQuoteAction);
  const [lines, setLines] = useState<Line[]>([
    { key: 0, description: '', amount: '', kind: 'service' },
  ]);
  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        run(
          {
            applicationId,
            lines: lines.map(({ description, amount, kind }) => ({ description, amount, kind })),
            validUntil: data.get('validUntil'),
            note: data.get('note') ?? '',
          },
          () => {
            toast.success(t('sentToast'));
            router.refresh();
          },
        );
      }}
    >
      <p className="text-muted text-sm">{t('intro', { currency })}</p>
      <ol className="flex flex-col gap-4">
        {lines.map((line, index) => {
          const n = index + 1;
          return (
            <li key={line.key} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
              <Field
                id={`quote-line-${line.key}-description`}
                label={t('description', { n })}
                error={fieldErrors[`lines.${index}.description`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={line.description}
                    onChange={(e) => change(line.key, { description: e.target.value })}
                    maxLength={200}
                  />
                )}
              </Field>
              <Field
                id={`quote-line-${line.key}-amount`}
                label={t('amount', { n })}
                error={fieldErrors[`lines.${index}.amount`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={line.amount}
                    onChange={(e) => change(line.key, { amount: e.target.value.trim() })}
                  />
                )}
              </Field>
              <Field
                id={`quote-line-${line.key}-kind`}
                label={t('kind', { n })}
                error={fieldErrors[`lines.${index}.kind`]}
              >
                {(control) => (
                  <Select
                    {...control}
                    value={line.kind}
                    onChange={(e) => change(line.key, { kind: e.target.value })}
                  >
                    {QUOTE_LINE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {kinds(k)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {lines.length > 1 ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                >
                  {t('removeLine', { n })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {fieldErrors.lines ? (
        <p className="text-sm font-medium text-red-700">{fieldErrors.lines}</p>
      ) : null}
      {lines.length < MAX_QUOTE_LINES ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() =>
            setLines((all) => [
              ...all,
              {
                key: Math.max(...all.map((l) => l.key)) + 1,
                description: '',
                amount: '',
                kind: 'authority',
              },
            ])
          }
        >
          {t('addLine')}
        </Button>
      ) : null}
      <Field id="quote-valid-until" label={t('validUntil')} error={fieldErrors.validUntil}>
        {(control) => <Input {...control} type="date" name="validUntil" required />}
      </Field>
      <Field id="quote-note" label={t('note')} error={fieldErrors.note}>
        {(control) => <Textarea {...control} name="note" rows={3} maxLength={MAX_QUOTE_NOTE} />}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
