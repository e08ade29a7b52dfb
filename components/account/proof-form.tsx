'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { uploadProofAction } from '@/lib/account/actions';
import { useAccountAction } from './use-account-action';

/** Sends a proof of payment (a transfer receipt) for the pending payment. */
export function ProofForm({ reference, hasProof }: { reference: string; hasProof: boolean }) {
  const t = useTranslations('Account.application');
  const form = useRef<HTMLFormElement>(null);
  const { pending, error, done, run } = useAccountAction(uploadProofAction);

  return (
    <form
      ref={form}
      className="mt-6 flex max-w-md flex-col gap-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        data.set('reference', reference);
        run(data, () => form.current?.reset());
      }}
    >
      <h3 className="text-ink font-semibold">{hasProof ? t('proofAgainHeading') : t('proofHeading')}</h3>
      <Field id="proof-file" label={t('proofFile')} hint={t('proofHint')}>
        {(control) => <Input {...control} type="file" name="file" required accept="application/pdf,image/jpeg,image/png" />}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <p role="status" className="text-brand-700 text-sm font-medium">
        {done ? t('proofSent') : ''}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {t('proofSubmit')}
      </Button>
    </form>
  );
}
