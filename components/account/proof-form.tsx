'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { postForm } from '@/lib/actions/post-form';
import { MAX_DOCUMENT_BYTES } from '@/lib/applications/document-limits';
import { accountProofUrl } from '@/lib/site/paths';
import { useAccountAction } from './use-account-action';

/**
 * Sends a proof of payment (a transfer receipt) for the pending payment. A file over 5 MB is
 * refused here before it is sent, next to the field; the server refuses it again (413) without
 * reading past the limit.
 */
export function ProofForm({ reference, hasProof }: { reference: string; hasProof: boolean }) {
  const t = useTranslations('Account.application');
  const form = useRef<HTMLFormElement>(null);
  const { pending, error, fieldErrors, done, run, refuseField } = useAccountAction(
    (data: FormData) => postForm(accountProofUrl(reference), data, 'file'),
  );

  return (
    <form
      ref={form}
      className="mt-6 flex max-w-md flex-col gap-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const file = data.get('file');
        if (file instanceof Blob && file.size > MAX_DOCUMENT_BYTES)
          return refuseField('file', 'fileTooLarge');
        run(data, () => form.current?.reset());
      }}
    >
      <h3 className="text-ink font-semibold">
        {hasProof ? t('proofAgainHeading') : t('proofHeading')}
      </h3>
      <Field
        id="proof-file"
        label={t('proofFile')}
        hint={t('proofHint')}
        error={fieldErrors.file}
        alert
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            name="file"
            required
            accept="application/pdf,image/jpeg,image/png"
          />
        )}
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
