'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { isAuthErrorKey } from '@/lib/auth/schemas';

/** A labelled input with its error right below it, tied together for screen readers. */
export function AuthField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: FieldError } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations('Auth.errors');
  const message = error?.message;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className="rounded-md border border-slate-400 px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid]:border-red-700"
        {...input}
      />
      {message ? (
        <p id={errorId} className="text-sm text-red-700">
          {isAuthErrorKey(message) ? t(message) : message}
        </p>
      ) : null}
    </div>
  );
}
