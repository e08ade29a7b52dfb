'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { markInboxHandledAction, replyToInboxAction } from '@/lib/public-forms/inbox/actions';
import type { InboxKind } from '@/lib/public-forms/inbox/schemas';
import { refText } from '@/lib/i18n/message';
import type { MessageRef } from '@/lib/validation/issues';
import { useAdminAction } from './use-admin-action';

function useErrorText() {
  const t = useTranslations('Admin.inbox');
  return (ref: MessageRef) => refText(t, ref, { prefix: 'errors.', fallback: 'errors.unexpected' });
}

/** The reply (by e-mail, in the sender's language) and "mark handled" of one message. */
export function InboxActions({
  kind,
  id,
  name,
  email,
  language,
  handled,
}: {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  language: string;
  handled: boolean;
}) {
  const t = useTranslations('Admin.inbox');
  const reply = useAdminAction(useErrorText());
  const mark = useAdminAction(useErrorText());
  const field = `reply-${id}`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const message = String(new FormData(form).get('message') ?? '');
    const result = await reply.run(() => replyToInboxAction({ kind, id, message }));
    if (result.ok) {
      form.reset();
      toast.success(t('reply.done', { email }));
    }
  }

  async function markHandled() {
    const result = await mark.run(() => markInboxHandledAction({ kind, id }));
    if (result.ok) toast.success(t('handledDone'));
  }

  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
      <form noValidate onSubmit={send} className="flex flex-col gap-3">
        {reply.formError ? <ErrorAlert>{reply.formError}</ErrorAlert> : null}
        <Field
          id={field}
          label={t('reply.label', { name })}
          hint={t('reply.hint', { email, language })}
          error={reply.fieldErrors.message}
        >
          {(control) => <Textarea {...control} name="message" rows={4} maxLength={5000} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={reply.pending}>
            {t('reply.submit')}
          </Button>
          {handled ? null : (
            <Button variant="secondary" size="sm" onClick={markHandled} disabled={mark.pending}>
              {t('markHandled')}
            </Button>
          )}
        </div>
      </form>
      {mark.formError ? <ErrorAlert>{mark.formError}</ErrorAlert> : null}
    </div>
  );
}
