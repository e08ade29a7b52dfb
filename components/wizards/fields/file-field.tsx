'use client';

import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import type { WizardText } from '../use-wizard-text';
import { useWizard } from '../wizard-provider';

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * An identity document or constitution: PDF, JPEG or PNG up to 5 MB. The browser checks the size
 * first for a quick answer; the server checks the type by content and stores it; the form keeps
 * the stored file's id.
 */
export function FileField({ path, id, text, describedBy, invalid }: { path: string; id: string; text: WizardText; describedBy?: string; invalid: boolean }) {
  const { control, setValue, setError, clearErrors } = useFormContext();
  const { read } = useWizard();
  const value = useWatch({ control, name: path }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(path, { type: 'custom', message: 'fileTooLarge' });
      event.target.value = '';
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      // A signed-in customer's draft is on the server: its uploads are counted against it.
      const { applicationId } = read();
      if (applicationId) body.append('draft', applicationId);
      const response = await fetch('/api/uploads', { method: 'POST', body });
      const json = (await response.json().catch(() => ({}))) as { file?: string; error?: string };
      if (!response.ok || !json.file) {
        setError(path, { type: 'custom', message: json.error ?? 'uploadFailed' });
        event.target.value = '';
        return;
      }
      clearErrors(path);
      setName(file.name);
      setValue(path, json.file, { shouldDirty: true, shouldValidate: true });
    } catch {
      setError(path, { type: 'custom', message: 'uploadFailed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        disabled={busy}
      />
      <p className="text-sm text-muted" aria-live="polite">
        {busy ? text.t('Wizard.uploading') : value ? text.t('Wizard.uploaded', { name: name ?? value }) : text.t('Wizard.fileHint')}
      </p>
    </div>
  );
}
