'use client';

import { useState } from 'react';

/** Copies a value (account number, reference, dial string) and says so for screen readers too. */
export function CopyButton({ value, label, copiedText, copyText }: { value: string; label: string; copiedText: string; copyText: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <button type="button" onClick={copy} aria-label={label} className="rounded-md border border-slate-400 px-2 py-1 text-sm font-semibold text-ink hover:bg-slate-100">
      <span aria-live="polite">{copied ? copiedText : copyText}</span>
    </button>
  );
}
