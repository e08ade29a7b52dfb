'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { MAX_DOCUMENT_BYTES } from '@/lib/applications/document-limits';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';

/** What each kind of upload takes: a document (PDF or a picture of it) or a photo. */
const ACCEPT = { document: 'application/pdf,image/*', image: 'image/*' } as const;

function formatSize(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/**
 * An identity document, a photo or a constitution: PDF, JPEG or PNG up to 5 MB. A picture is
 * made smaller in the browser first (a phone's photo of an ID card is often larger than the
 * limit; compress-image.ts, loaded only then), and any format the browser can draw becomes a
 * JPEG. The server checks the type by content and stores the file; the form keeps its id.
 */
export function FileField({
  path,
  id,
  text,
  describedBy,
  invalid,
  accept = 'document',
}: {
  path: string;
  id: string;
  text: WizardText;
  describedBy?: string;
  invalid: boolean;
  accept?: 'document' | 'image';
}) {
  const { control, setValue, setError, clearErrors } = useFormContext();
  const { read, signedIn, uploadToken } = useWizard();
  const locale = useLocale();
  const value = useWatch({ control, name: path }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [reduced, setReduced] = useState<{ from: number; to: number } | null>(null);

  function refuse(event: React.ChangeEvent<HTMLInputElement>, message: string) {
    setError(path, { type: 'custom', message });
    event.target.value = '';
  }

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const isImage = chosen.type.startsWith('image/');
    if (accept === 'image' && !isImage) return refuse(event, 'photoType');
    setBusy(true);
    try {
      let file = chosen;
      if (isImage) {
        const { compressImage } = await import('./compress-image');
        const result = await compressImage(chosen);
        file = result.file;
        setReduced(result.compressed ? { from: chosen.size, to: file.size } : null);
      } else {
        setReduced(null);
      }
      if (file.size > MAX_DOCUMENT_BYTES) return refuse(event, 'fileTooLarge');
      const body = new FormData();
      body.append('file', file);
      // A signed-in customer's draft is on the server: its uploads are counted against it, and
      // the file is recorded as theirs. Before sign-in it is recorded as this draft's, by its token.
      const { applicationId } = read();
      if (applicationId) body.append('draft', applicationId);
      if (!signedIn) body.append('token', uploadToken());
      const response = await fetch('/api/uploads', { method: 'POST', body });
      const json = (await response.json().catch(() => ({}))) as { file?: string; error?: string };
      if (!response.ok || !json.file) return refuse(event, json.error ?? 'uploadFailed');
      clearErrors(path);
      setName(chosen.name);
      setValue(path, json.file, { shouldDirty: true, shouldValidate: true });
    } catch {
      setError(path, { type: 'custom', message: 'uploadFailed' });
    } finally {
      setBusy(false);
    }
  }

  const status = busy
    ? text.t('Wizard.uploading')
    : value
      ? text.t('Wizard.uploaded', { name: name ?? value })
      : text.t(accept === 'image' ? 'Wizard.photoHint' : 'Wizard.fileHint');
  return (
    <div className="flex flex-col gap-1">
      <Input
        id={id}
        type="file"
        accept={ACCEPT[accept]}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        disabled={busy}
      />
      <p className="text-muted text-sm" aria-live="polite">
        {status}
        {value && reduced && !busy
          ? ` ${text.t('Wizard.photoReduced', { from: formatSize(reduced.from, locale), to: formatSize(reduced.to, locale) })}`
          : null}
      </p>
    </div>
  );
}
