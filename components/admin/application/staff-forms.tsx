'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ActionResult } from '@/lib/actions/result';
import {
  addNoteAction,
  assignAction,
  changeStatusAction,
  requestInformationAction,
} from '@/lib/admin/application-actions';
import { postForm } from '@/lib/actions/post-form';
import { MAX_DELIVERED_BYTES, MAX_DELIVERED_MB } from '@/lib/applications/document-limits';
import { staffDeliveryUrl } from '@/lib/site/paths';

import { refText } from '@/lib/i18n/message';
import type { MessageRef } from '@/lib/validation/issues';

export type Option = { value: string; label: string };

type Errors = { form: MessageRef | null; fields: Record<string, MessageRef[]> };

/**
 * One staff form: posts through its server action without a reload, keeps what was typed when
 * the action refuses it (errors by their fields, the rest above the button), and on success says
 * so, clears the form and refreshes the page's data (timeline, status, files).
 */
function useStaffForm(
  send: (form: FormData) => Promise<ActionResult<unknown>>,
  done: string,
  /** A check in the browser before anything is sent: the field errors it finds, if any. */
  check?: (form: FormData) => Record<string, MessageRef[]> | null,
  /** Clears what the form shows beside its fields (a choice kept in state). */
  onReset?: () => void,
) {
  const t = useTranslations('Admin.application');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>({ form: null, fields: {} });
  // `statuses` translate the values of a refused move ({from}, {to}).
  const message = ({ key, values }: MessageRef, statuses: Record<string, string> = {}) => {
    const shown = values
      ? Object.fromEntries(
          Object.entries(values).map(([name, v]) => [name, statuses[String(v)] ?? v]),
        )
      : undefined;
    return refText(t, { key, values: shown }, { prefix: 'errors.', fallback: 'errors.unexpected' });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const refused = check?.(data);
    if (refused) {
      setErrors({ form: { key: 'invalidRequest' }, fields: refused });
      return;
    }
    setPending(true);
    let result: ActionResult<unknown>;
    try {
      result = await send(data);
    } catch {
      result = { ok: false, formError: { key: 'unavailable' } };
    }
    setPending(false);
    if (result.ok) {
      setErrors({ form: null, fields: {} });
      form.reset();
      onReset?.();
      toast.success(done);
      router.refresh();
      return;
    }
    const fields = result.fieldErrors ?? {};
    // A field error is shown by its field; the form's summary only adds what is not a field's.
    const form_ =
      result.formError && !(result.formError.key === 'invalidRequest' && Object.keys(fields).length)
        ? result.formError
        : null;
    setErrors({
      form: form_ ?? (Object.keys(fields).length ? { key: 'invalidRequest' } : null),
      fields,
    });
  }

  const fieldError = (name: string, statuses?: Record<string, string>) => {
    const first = errors.fields[name]?.[0];
    return first ? message(first, statuses) : undefined;
  };
  return { t, pending, errors, onSubmit, fieldError, message };
}

function FormFrame({
  id,
  title,
  onSubmit,
  formError,
  pending,
  submit,
  sending,
  children,
  encType,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  pending: boolean;
  submit: string;
  sending: string;
  children: ReactNode;
  encType?: string;
}) {
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      noValidate
      encType={encType}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 id={`${id}-title`} className="text-ink text-lg font-semibold">
        {title}
      </h3>
      {children}
      {formError ? <ErrorAlert role="alert">{formError}</ErrorAlert> : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? sending : submit}
        </Button>
      </div>
    </form>
  );
}

const object = (form: FormData, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, form.get(name) ?? '']));

/**
 * A move along the status machine. Filing an unpaid application and completing one with nothing
 * delivered are refused (by the action and the database): the form says so as soon as such a
 * move is chosen, and filing unpaid asks for the reason that overrides the rule.
 */
export function ChangeStatusForm({
  applicationId,
  targets,
  statuses,
  paid,
  delivered,
}: {
  applicationId: string;
  targets: Option[];
  statuses: Record<string, string>;
  /** A payment of the application is confirmed. */
  paid: boolean;
  /** At least one document was delivered to the customer. */
  delivered: boolean;
}) {
  const [chosen, setChosen] = useState('');
  const f = useStaffForm(
    (form) =>
      changeStatusAction({ applicationId, ...object(form, ['status', 'message', 'override']) }),
    useTranslations('Admin.application')('changeStatus.done'),
    undefined,
    () => setChosen(''),
  );
  const { t } = f;
  const overriding = chosen === 'filed' && !paid;
  return (
    <FormFrame
      id="change-status"
      title={t('changeStatus.title')}
      onSubmit={f.onSubmit}
      formError={f.errors.form ? f.message(f.errors.form, statuses) : null}
      pending={f.pending}
      submit={t('changeStatus.submit')}
      sending={t('sending')}
    >
      <Field id="status-to" label={t('changeStatus.status')} error={f.fieldError('status')}>
        {(control) => (
          <Select
            {...control}
            name="status"
            defaultValue=""
            required
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="" disabled>
              {t('changeStatus.choose')}
            </option>
            {targets.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {overriding ? (
        <p className="text-ink rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {t('changeStatus.unpaid')}
        </p>
      ) : null}
      {chosen === 'completed' && !delivered ? (
        <p className="text-ink rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {t('changeStatus.nothingDelivered')}
        </p>
      ) : null}
      {overriding ? (
        <Field
          id="status-override"
          label={t('changeStatus.override')}
          hint={t('changeStatus.overrideHint')}
          error={f.fieldError('override')}
        >
          {(control) => (
            <Textarea {...control} name="override" rows={3} maxLength={2000} required />
          )}
        </Field>
      ) : null}
      <Field
        id="status-message"
        label={t('changeStatus.message')}
        hint={t('changeStatus.messageHint')}
        error={f.fieldError('message')}
      >
        {(control) => <Textarea {...control} name="message" rows={3} maxLength={2000} />}
      </Field>
    </FormFrame>
  );
}

export function RequestInformationForm({ applicationId }: { applicationId: string }) {
  const f = useStaffForm(
    (form) => requestInformationAction({ applicationId, ...object(form, ['message']) }),
    useTranslations('Admin.application')('requestInformation.done'),
  );
  const { t } = f;
  return (
    <FormFrame
      id="request-information"
      title={t('requestInformation.title')}
      onSubmit={f.onSubmit}
      formError={f.errors.form ? f.message(f.errors.form) : null}
      pending={f.pending}
      submit={t('requestInformation.submit')}
      sending={t('sending')}
    >
      <Field
        id="request-message"
        label={t('requestInformation.message')}
        hint={t('requestInformation.messageHint')}
        error={f.fieldError('message')}
      >
        {(control) => <Textarea {...control} name="message" rows={4} maxLength={2000} required />}
      </Field>
    </FormFrame>
  );
}

export function DeliverDocumentForm({
  applicationId,
  categories,
}: {
  applicationId: string;
  categories: Option[];
}) {
  const [category, setCategory] = useState('');
  const tooLarge = { key: 'fileTooLarge', values: { max: MAX_DELIVERED_MB } };
  // Posted to a route handler that reads at most 10 MB (issue 29, finding 6), checked here first.
  const f = useStaffForm(
    (form) => postForm(staffDeliveryUrl(applicationId), form, 'file', tooLarge),
    useTranslations('Admin.application')('deliver.done'),
    (form) => {
      const file = form.get('file');
      return file instanceof Blob && file.size > MAX_DELIVERED_BYTES ? { file: [tooLarge] } : null;
    },
    () => setCategory(''),
  );
  const { t } = f;
  return (
    <FormFrame
      id="deliver-document"
      title={t('deliver.title')}
      onSubmit={f.onSubmit}
      formError={f.errors.form ? f.message(f.errors.form) : null}
      pending={f.pending}
      submit={t('deliver.submit')}
      sending={t('sending')}
      encType="multipart/form-data"
    >
      <Field id="deliver-category" label={t('deliver.category')} error={f.fieldError('category')}>
        {(control) => (
          <Select
            {...control}
            name="category"
            defaultValue=""
            required
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="" disabled>
              {t('deliver.choose')}
            </option>
            {categories.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {/* An "Other document" says what it is: the customer reads its title. */}
      {category === 'other' ? (
        <Field
          id="deliver-title"
          label={t('deliver.documentTitle')}
          hint={t('deliver.documentTitleHint')}
          error={f.fieldError('title')}
        >
          {(control) => (
            <Input
              {...control}
              name="title"
              type="text"
              maxLength={120}
              required
              autoComplete="off"
            />
          )}
        </Field>
      ) : null}
      <Field
        id="deliver-file"
        label={t('deliver.file')}
        hint={t('deliver.fileHint')}
        error={f.fieldError('file')}
      >
        {(control) => (
          <Input
            {...control}
            name="file"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            required
          />
        )}
      </Field>
    </FormFrame>
  );
}

export function AssignForm({
  applicationId,
  staff,
  current,
  nobody,
}: {
  applicationId: string;
  staff: Option[];
  current: string | null;
  nobody: string;
}) {
  const f = useStaffForm(
    (form) => assignAction({ applicationId, ...object(form, ['assigneeId']) }),
    useTranslations('Admin.application')('assign.done'),
  );
  const { t } = f;
  return (
    <FormFrame
      id="assign"
      title={t('assign.title')}
      onSubmit={f.onSubmit}
      formError={f.errors.form ? f.message(f.errors.form) : null}
      pending={f.pending}
      submit={t('assign.submit')}
      sending={t('sending')}
    >
      <Field id="assignee" label={t('assign.assignee')} error={f.fieldError('assigneeId')}>
        {(control) => (
          <Select {...control} name="assigneeId" defaultValue={current ?? ''} key={current ?? ''}>
            <option value="">{nobody}</option>
            {staff.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </FormFrame>
  );
}

export function NoteForm({ applicationId }: { applicationId: string }) {
  const f = useStaffForm(
    (form) => addNoteAction({ applicationId, ...object(form, ['note']) }),
    useTranslations('Admin.application')('note.done'),
  );
  const { t } = f;
  return (
    <FormFrame
      id="add-note"
      title={t('note.title')}
      onSubmit={f.onSubmit}
      formError={f.errors.form ? f.message(f.errors.form) : null}
      pending={f.pending}
      submit={t('note.submit')}
      sending={t('sending')}
    >
      <Field
        id="note-text"
        label={t('note.note')}
        hint={t('note.noteHint')}
        error={f.fieldError('note')}
      >
        {(control) => <Textarea {...control} name="note" rows={3} maxLength={4000} required />}
      </Field>
    </FormFrame>
  );
}
