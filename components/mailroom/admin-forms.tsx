'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { fail, type ActionResult } from '@/lib/actions/result';
import { postForm } from '@/lib/actions/post-form';
import { refText } from '@/lib/i18n/message';
import {
  addOfficeAddressAction,
  assignOfficeAddressAction,
  completeLetterRequestAction,
  retireOfficeAddressAction,
  updateOfficeAddressAction,
} from '@/lib/mailroom/actions';
import type { OfficeAddress } from '@/lib/mailroom/queries';
import { LETTER_CATEGORIES, OFFICE_COUNTRIES } from '@/lib/mailroom/rules';
import { recordLetterPath } from '@/lib/site/paths';
import type { MessageRef } from '@/lib/validation/issues';

function useMailroomAction() {
  const t = useTranslations('Mailroom');
  const errorText = (ref: MessageRef) =>
    refText(t, ref, { prefix: 'errors.', fallback: 'errors.unexpected' });
  return { t, ...useAdminAction(errorText) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Add one of our addresses, or (with `address`) correct it. */
export function AddressForm({ address }: { address?: OfficeAddress }) {
  const { t, pending, formError, fieldErrors, run } = useMailroomAction();
  const prefix = address ? `address-${address.id}` : 'address-new';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const values = {
      country: text(form, 'country'),
      line1: text(form, 'line1'),
      line2: text(form, 'line2'),
      city: text(form, 'city'),
      postcode: text(form, 'postcode'),
      notes: text(form, 'notes'),
    };
    const result = address
      ? await run(() => updateOfficeAddressAction({ addressId: address.id, ...values }))
      : await run(() => addOfficeAddressAction(values));
    if (result.ok && !address) element.reset();
  }

  const optional = t('admin.addresses.optional');
  return (
    <form noValidate onSubmit={submit} className="grid max-w-2xl gap-3 sm:grid-cols-2">
      {formError ? <ErrorAlert className="sm:col-span-2">{formError}</ErrorAlert> : null}
      <Field
        id={`${prefix}-country`}
        label={t('admin.addresses.country')}
        error={fieldErrors.country}
      >
        {(control) => (
          <Select {...control} name="country" defaultValue={address?.country ?? ''} required>
            <option value="">{t('admin.addresses.chooseCountry')}</option>
            {OFFICE_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`countries.${c}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${prefix}-city`} label={t('admin.addresses.city')} error={fieldErrors.city}>
        {(control) => <Input {...control} name="city" defaultValue={address?.city} required />}
      </Field>
      <Field id={`${prefix}-line1`} label={t('admin.addresses.line1')} error={fieldErrors.line1}>
        {(control) => <Input {...control} name="line1" defaultValue={address?.line1} required />}
      </Field>
      <Field
        id={`${prefix}-line2`}
        label={t('admin.addresses.line2')}
        optional={optional}
        error={fieldErrors.line2}
      >
        {(control) => <Input {...control} name="line2" defaultValue={address?.line2 ?? ''} />}
      </Field>
      <Field
        id={`${prefix}-postcode`}
        label={t('admin.addresses.postcode')}
        optional={optional}
        error={fieldErrors.postcode}
      >
        {(control) => <Input {...control} name="postcode" defaultValue={address?.postcode ?? ''} />}
      </Field>
      <Field
        id={`${prefix}-notes`}
        label={t('admin.addresses.notes')}
        optional={optional}
        hint={t('admin.addresses.notesHint')}
        error={fieldErrors.notes}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea {...control} name="notes" rows={2} defaultValue={address?.notes ?? ''} />
        )}
      </Field>
      <Button type="submit" disabled={pending} className="self-start">
        {address ? t('admin.addresses.save') : t('admin.addresses.add')}
      </Button>
    </form>
  );
}

/** Retire an address: assigned to nobody new. */
export function RetireAddressButton({ addressId, label }: { addressId: string; label: string }) {
  const { t, pending, formError, run } = useMailroomAction();
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label={label}
        onClick={() => run(() => retireOfficeAddressAction({ addressId }))}
      >
        {t('admin.addresses.retire')}
      </Button>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
    </div>
  );
}

/** Assign (or change) the address of a virtual-office subscription: those of its country only. */
export function AssignAddressForm({
  subscriptionId,
  companyName,
  current,
  addresses,
}: {
  subscriptionId: string;
  companyName: string;
  current: string | null;
  addresses: { id: string; label: string }[];
}) {
  const { t, pending, formError, fieldErrors, run } = useMailroomAction();
  const id = `assign-${subscriptionId}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const addressId = text(new FormData(event.currentTarget), 'addressId');
    await run(() => assignOfficeAddressAction({ subscriptionId, addressId }));
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field
        id={id}
        label={t('admin.subscriptions.assignLabel', { company: companyName })}
        error={fieldErrors.addressId ?? formError ?? undefined}
      >
        {(control) => (
          <Select {...control} name="addressId" defaultValue={current ?? ''}>
            <option value="">{t('admin.subscriptions.choose')}</option>
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        {t('admin.subscriptions.assign')}
      </Button>
    </form>
  );
}

/** Record a letter received, with its scan (a PDF), posted to its route handler. */
export function RecordLetterForm({
  subscriptions,
  today,
}: {
  subscriptions: { id: string; label: string }[];
  today: string;
}) {
  const t = useTranslations('Mailroom');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const errorText = (ref: MessageRef) =>
    refText(t, ref, { prefix: 'errors.', fallback: 'errors.unexpected' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setPending(true);
    setFormError(null);
    setFieldErrors({});
    setDone(false);
    const result: ActionResult<unknown> = await postForm(
      recordLetterPath,
      new FormData(element),
      'file',
    ).catch(() => fail('unavailable'));
    setPending(false);
    if (result.ok) {
      element.reset();
      setDone(true);
      router.refresh();
      return;
    }
    const fields = Object.fromEntries(
      Object.entries(result.fieldErrors ?? {}).map(([f, refs]) => [f, errorText(refs[0]!)]),
    );
    setFieldErrors(fields);
    if (Object.keys(fields).length === 0)
      setFormError(errorText(result.formError ?? { key: 'unexpected' }));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      encType="multipart/form-data"
      className="grid max-w-2xl gap-3 sm:grid-cols-2"
    >
      {formError ? <ErrorAlert className="sm:col-span-2">{formError}</ErrorAlert> : null}
      {done ? (
        <p role="status" className="text-sm font-medium text-green-800 sm:col-span-2">
          {t('admin.record.recorded')}
        </p>
      ) : null}
      <Field
        id="letter-subscription"
        label={t('admin.record.subscription')}
        error={fieldErrors.subscriptionId}
        className="sm:col-span-2"
      >
        {(control) => (
          <Select {...control} name="subscriptionId" defaultValue="" required>
            <option value="">{t('admin.record.choose')}</option>
            {subscriptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="letter-sender" label={t('admin.record.sender')} error={fieldErrors.sender}>
        {(control) => <Input {...control} name="sender" required />}
      </Field>
      <Field
        id="letter-received"
        label={t('admin.record.receivedOn')}
        error={fieldErrors.receivedOn}
      >
        {(control) => (
          <Input {...control} name="receivedOn" type="date" defaultValue={today} required />
        )}
      </Field>
      <Field id="letter-category" label={t('admin.record.category')} error={fieldErrors.category}>
        {(control) => (
          <Select {...control} name="category" defaultValue="" required>
            <option value="">{t('admin.record.chooseCategory')}</option>
            {LETTER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id="letter-file"
        label={t('admin.record.file')}
        hint={t('admin.record.fileHint')}
        error={fieldErrors.file}
      >
        {(control) => (
          <Input {...control} name="file" type="file" accept="application/pdf,.pdf" required />
        )}
      </Field>
      <Button type="submit" disabled={pending} className="self-start">
        {t('admin.record.submit')}
      </Button>
    </form>
  );
}

/** Mark a forward or shred request done, with the tracking note of a forwarded letter. */
export function CompleteRequestForm({ letterId, label }: { letterId: string; label: string }) {
  const { t, pending, formError, fieldErrors, run } = useMailroomAction();
  const id = `done-${letterId}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = text(new FormData(event.currentTarget), 'note');
    await run(() => completeLetterRequestAction({ letterId, note }));
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field
        id={id}
        label={t('admin.requests.noteLabel', { letter: label })}
        optional={t('admin.addresses.optional')}
        error={fieldErrors.note ?? formError ?? undefined}
      >
        {(control) => <Input {...control} name="note" />}
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        {t('admin.requests.done')}
      </Button>
    </form>
  );
}
