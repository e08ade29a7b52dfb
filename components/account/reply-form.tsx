'use client';

import { useTranslations } from 'next-intl';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { MAX_MESSAGE, MAX_REPLY_FILES } from '@/lib/account/schemas';
import { postForm } from '@/lib/actions/post-form';
import { MAX_DOCUMENT_BYTES } from '@/lib/applications/document-limits';
import { accountReplyUrl } from '@/lib/site/paths';
import { useAccountAction } from './use-account-action';

/**
 * The customer's answer to a request for information: a message and up to three files. A file
 * over 5 MB (or a fourth file) is refused here before anything is sent, next to the field; the
 * server refuses them again without reading past its limit.
 */
export function ReplyForm({ reference }: { reference: string }) {
  const t = useTranslations('Account.application');
  const { pending, error, fieldErrors, run, refuseField } = useAccountAction((data: FormData) =>
    postForm(accountReplyUrl(reference), data, 'files'),
  );

  return (
    <form
      className="mt-4 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const files = data
          .getAll('files')
          .filter((f): f is File => f instanceof File && f.size > 0);
        if (files.some((file) => file.size > MAX_DOCUMENT_BYTES))
          return refuseField('files', 'fileTooLarge');
        if (files.length > MAX_REPLY_FILES) return refuseField('files', 'tooManyFiles');
        run(data);
      }}
    >
      <Field id="reply-message" label={t('replyMessage')} error={fieldErrors.message}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            required
            rows={5}
            maxLength={MAX_MESSAGE}
            className="bg-white"
          />
        )}
      </Field>
      <Field
        id="reply-files"
        label={t('replyFiles')}
        optional={t('optional')}
        hint={t('replyFilesHint')}
        error={fieldErrors.files}
        alert
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            name="files"
            multiple
            accept="application/pdf,image/jpeg,image/png"
            className="bg-white"
          />
        )}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" disabled={pending} className="self-start">
        {t('replySubmit')}
      </Button>
    </form>
  );
}
