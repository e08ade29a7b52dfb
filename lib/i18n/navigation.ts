import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Links: use components/ui/link.tsx. next-intl's Link needs its client provider, whose message
// parser would then ship with every public page.
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
