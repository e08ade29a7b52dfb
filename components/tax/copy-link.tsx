'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Copies the page's address, figures included, to send to a co-founder or an accountant. */
export function CopyLink({ copy, copied }: { copy: string; copied: string }) {
  const [done, setDone] = useState(false);
  async function onClick() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setDone(true);
      setTimeout(() => setDone(false), 3000);
    } catch {
      // No clipboard (an insecure origin, a refusal): the address bar still holds the link.
      setDone(false);
    }
  }
  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" size="sm" onClick={onClick}>
        {copy}
      </Button>
      <span role="status" className="text-muted text-sm">
        {done ? copied : ''}
      </span>
    </div>
  );
}
