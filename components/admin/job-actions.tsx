'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { retryJobAction } from '@/lib/jobs/actions';
import type { MessageRef } from '@/lib/validation/issues';
import { useAdminAction } from './use-admin-action';

/** Runs a failed job again; the refusal (no longer failed, not staff) is shown beside the button. */
export function RetryJobButton({ jobId, label }: { jobId: string; label: string }) {
  const t = useTranslations('Admin.system');
  const errorText = (ref: MessageRef) =>
    t.has(`errors.${ref.key}` as 'errors.unexpected')
      ? t(`errors.${ref.key}` as 'errors.unexpected')
      : t('errors.unexpected');
  const { pending, formError, run } = useAdminAction(errorText);

  async function retry() {
    const result = await run(() => retryJobAction({ jobId }));
    if (result.ok) toast.success(t('retried'));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="sm" onClick={retry} disabled={pending} aria-label={label}>
        {t('retry')}
      </Button>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
    </div>
  );
}
