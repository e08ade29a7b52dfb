import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// IMPORTANT: only for the areas that already load next-intl in the browser (sign-in, account,
// admin, wizards) and for server actions. A server component of a public page must not import
// this module: it brings next-intl's client Link, and with it its message parser (about 14 kB
// gzip), into that page's JavaScript even when unused. Public pages localise with
// lib/i18n/paths.ts (localisedPath) and link with components/ui/link.tsx.
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
