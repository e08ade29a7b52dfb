'use client';

import { useTranslations } from 'next-intl';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { replyAction } from '@/lib/account/actions';
import { MAX_MESSAGE } from '@/lib/account/schemas';
import { useAccountAction } from './use-account-action';

/** The customer's answer to a request for information: a message and up to three files. */
export function ReplyForm({ reference }: { reference: string }) {
  const t = useTranslations('Account.application');
  const { pending, error, run } = useAccountAction(replyAction);

  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        data.set('reference', reference);
        run(data);
      }}
    >
      <Field id="reply-message" label={t('replyMessage')}>
        {(control) => <Textarea {...control} name="message" required rows={5} maxLength={MAX_MESSAGE} className="bg-white" />}
      </Field>
      <Field id="reply-files" label={t('replyFiles')} optional={t('optional')} hint={t('replyFilesHint')}>
        {(control) => <Input {...control} type="file" name="files" multiple accept="application/pdf,image/jpeg,image/png" className="bg-white" />}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" disabled={pending} className="self-start">
        {t('replySubmit')}
      </Button>
    </form>
  );
}
