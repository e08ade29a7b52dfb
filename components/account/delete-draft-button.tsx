'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { deleteDraftAction } from '@/lib/account/actions';
import { refText } from '@/lib/i18n/message';

/** Deletes a draft after the customer confirms it in a dialog. */
export function DeleteDraftButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function confirm() {
    start(async () => {
      const result = await deleteDraftAction({ id });
      if (!result.ok)
        return setError(
          refText(
            t,
            { key: result.formError?.key ?? 'unexpected' },
            { prefix: 'errors.', fallback: 'errors.unexpected' },
          ),
        );
      setOpen(false);
      router.refresh();
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="outline" size="sm">
          {t('overview.deleteDraft')}
          <span className="sr-only">: {name}</span>
        </Button>
      }
      title={t('overview.deleteDraftTitle')}
      description={t('overview.deleteDraftBody', { name })}
      closeLabel={t('overview.keepDraft')}
    >
      {error ? <ErrorAlert className="mb-3">{error}</ErrorAlert> : null}
      <Button variant="danger" onClick={confirm} disabled={pending}>
        {t('overview.deleteDraftConfirm')}
      </Button>
    </Dialog>
  );
}
