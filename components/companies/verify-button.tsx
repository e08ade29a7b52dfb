'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { verifyCompanyAction } from '@/lib/companies/actions';
import { lookup } from '@/lib/i18n/message';

/** Staff checked the identifiers against the registry: "Mark verified". */
export function VerifyButton({ companyId }: { companyId: string }) {
  const t = useTranslations('Companies');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        disabled={pending}
        onClick={() =>
          start(async () => {
            setError(null);
            const result = await verifyCompanyAction({ companyId }).catch(() => null);
            if (result?.ok) return router.refresh();
            const key =
              result && !result.ok ? (result.formError?.key ?? 'unexpected') : 'unavailable';
            setError(lookup(t, `errors.${key}`) ?? t('errors.unexpected'));
          })
        }
      >
        {t('admin.verify')}
      </Button>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}
