'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { createApiTokenAction, revokeApiTokenAction } from '@/lib/api/actions';
import { createTokenSchema, type ApiToken } from '@/lib/api/schemas';
import { lookup } from '@/lib/i18n/message';

/**
 * The account's personal access tokens (issue 37): make one (name and scope), see its secret once
 * with "Copy" (only its hash is kept), list them with their last use, revoke one.
 */
export function ApiTokensPanel({ tokens }: { tokens: ApiToken[] }) {
  const t = useTranslations('ApiTokens');
  const format = useFormatter();
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const message = (key: string | undefined) =>
    lookup(t, `errors.${key ?? 'unexpected'}`) ?? t('errors.unexpected');
  const when = (at: string) => format.dateTime(new Date(at), { dateStyle: 'medium' });

  const create = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const input = { name: String(data.get('name') ?? ''), scope: String(data.get('scope') ?? '') };
    const parsed = createTokenSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0])] ??= message(issue.message);
      return setFieldErrors(errors);
    }
    setFieldErrors({});
    start(async () => {
      setError(null);
      setCopied(false);
      const result = await createApiTokenAction(parsed.data).catch(() => null);
      if (!result) return setError(message('unavailable'));
      if (!result.ok) return setError(message(result.formError?.key));
      setSecret(result.data.token);
      form.reset();
      router.refresh();
    });
  };
  const revoke = (tokenId: string) =>
    start(async () => {
      setError(null);
      const result = await revokeApiTokenAction({ tokenId }).catch(() => null);
      if (!result) return setError(message('unavailable'));
      if (!result.ok) return setError(message(result.formError?.key));
      router.refresh();
    });
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="space-y-6" data-testid="api-tokens">
      {secret ? (
        <div className="space-y-2">
          <label htmlFor="api-token-secret" className="block text-sm font-medium text-slate-800">
            {t('secret')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="api-token-secret"
              readOnly
              value={secret}
              className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="secondary" onClick={copy}>
              {t('copy')}
            </Button>
          </div>
          <p className="text-sm text-slate-700">{t('once')}</p>
          <p role="status" className="text-brand-700 text-sm font-medium">
            {copied ? t('copied') : ''}
          </p>
        </div>
      ) : null}
      <form
        className="flex max-w-md flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create(event.currentTarget);
        }}
      >
        <Field id="api-token-name" label={t('name')} hint={t('nameHint')} error={fieldErrors.name}>
          {(control) => <Input {...control} name="name" maxLength={60} required />}
        </Field>
        <Field id="api-token-scope" label={t('scope')} error={fieldErrors.scope}>
          {(control) => (
            <Select {...control} name="scope" defaultValue="read">
              <option value="read">{t('scopes.read')}</option>
              <option value="read_order">{t('scopes.read_order')}</option>
            </Select>
          )}
        </Field>
        <div>
          <Button type="submit" disabled={pending}>
            {t('create')}
          </Button>
        </div>
      </form>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {tokens.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="text-ink font-medium break-words">{token.name}</p>
                <p className="text-sm text-slate-700">
                  <span className="font-mono">{token.hint}…</span> · {t(`scopes.${token.scope}`)}
                </p>
                <p className="text-sm text-slate-700">
                  {t('created', { date: when(token.createdAt) })} ·{' '}
                  {token.lastUsedAt
                    ? t('lastUsed', { date: when(token.lastUsedAt) })
                    : t('neverUsed')}
                  {token.revokedAt ? ` · ${t('revokedOn', { date: when(token.revokedAt) })}` : ''}
                </p>
              </div>
              {token.revokedAt ? null : (
                <Button
                  type="button"
                  variant="danger"
                  disabled={pending}
                  onClick={() => revoke(token.id)}
                  aria-label={t('revokeNamed', { name: token.name })}
                >
                  {t('revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
