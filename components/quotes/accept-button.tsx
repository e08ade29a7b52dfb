'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { acceptQuoteAction } from '@/lib/quotes/actions';
import { useQuoteAction } from './use-quote-action';

/** The customer accepts the quote: the server checks its validity again (and the database). */
export function AcceptQuoteButton({ quoteId }: { quoteId: string }) {
  const t = useTranslations('Quotes.view');
  const router = useRouter();
  const { pending, error, run } = useQuoteAction(acceptQuoteAction);
  return (
    <div className="mt-4 flex flex-col gap-3">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button
        type="button"
        disabled={pending}
        className="self-start"
        onClick={() =>
          run({ quoteId }, () => {
            toast.success(t('acceptedToast'));
            router.refresh();
          })
        }
      >
        {pending ? t('accepting') : t('accept')}
      </Button>
    </div>
  );
}
