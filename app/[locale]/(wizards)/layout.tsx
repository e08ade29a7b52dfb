import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The wizards' steps are forms, not content: crawlers may follow their links but not list them.
// Their indexable entry points are the country and pricing pages, which the sitemap names.
export const metadata: Metadata = { robots: { index: false, follow: true } };

// Rendered per request, like every personal page: each response carries its own script nonce
// (proxy.ts, lib/security/csp.ts), which a prerendered page could not.
export const dynamic = 'force-dynamic';

export default function WizardsLayout({ children }: { children: ReactNode }) {
  return children;
}
