'use client';

import { Button } from '@/components/ui/button';

/** Loads the page in the address bar again (the 503 page is shown in place of it). */
export function ReloadButton({ label }: { label: string }) {
  return (
    <Button size="lg" onClick={() => window.location.reload()}>
      {label}
    </Button>
  );
}
