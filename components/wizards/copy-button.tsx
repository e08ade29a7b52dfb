'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Copies a value (account number, reference, dial string) and says so for screen readers too. */
export function CopyButton({
  value,
  label,
  copiedText,
  copyText,
}: {
  value: string;
  label: string;
  copiedText: string;
  copyText: string;
}) {
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
    <Button variant="secondary" size="sm" onClick={copy} aria-label={label}>
      <span aria-live="polite">{copied ? copiedText : copyText}</span>
    </Button>
  );
}
