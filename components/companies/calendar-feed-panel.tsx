'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { rotateCalendarFeedAction, turnOffCalendarFeedAction } from '@/lib/companies/actions';
import { lookup } from '@/lib/i18n/message';

/**
 * The calendar feed's controls: turn it on (or rotate it) and see its secret URL, once, with
 * "Copy"; turn it off. Only the token's hash is stored, so a feed already on shows no URL: a
 * rotation makes a new one (and the calendar apps must be given it).
 */
export function CalendarFeedPanel({ on, since }: { on: boolean; since: string | null }) {
  const t = useTranslations('Companies');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const failed = (key: string | undefined) =>
    setError(lookup(t, `errors.${key ?? 'unexpected'}`) ?? t('errors.unexpected'));

  const rotate = () =>
    start(async () => {
      setError(null);
      setCopied(false);
      const result = await rotateCalendarFeedAction({}).catch(() => null);
      if (!result) return failed('unavailable');
      if (!result.ok) return failed(result.formError?.key);
      setUrl(result.data.url);
      router.refresh();
    });
  const turnOff = () =>
    start(async () => {
      setError(null);
      const result = await turnOffCalendarFeedAction({}).catch(() => null);
      if (!result) return failed('unavailable');
      if (!result.ok) return failed(result.formError?.key);
      setUrl(null);
      router.refresh();
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="calendar-feed">
      {url ? (
        <div className="space-y-2">
          <label htmlFor="feed-url" className="block text-sm font-medium text-slate-800">
            {t('calendar.feed.url')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="feed-url"
              readOnly
              value={url}
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="secondary" onClick={copy}>
              {t('calendar.feed.copy')}
            </Button>
          </div>
          <p className="text-sm text-slate-700">{t('calendar.feed.once')}</p>
          <p role="status" className="text-brand-700 text-sm font-medium">
            {copied ? t('calendar.feed.copied') : ''}
          </p>
        </div>
      ) : on ? (
        <p className="text-slate-700">{t('calendar.feed.onSince', { date: since ?? '' })}</p>
      ) : (
        <p className="text-slate-700">{t('calendar.feed.off')}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={pending} onClick={rotate}>
          {on ? t('calendar.feed.rotate') : t('calendar.feed.turnOn')}
        </Button>
        {on ? (
          <Button type="button" variant="danger" disabled={pending} onClick={turnOff}>
            {t('calendar.feed.turnOff')}
          </Button>
        ) : null}
      </div>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}
