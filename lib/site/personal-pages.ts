import { paths } from '@/lib/site/paths';
import { FLOWS, flowIds } from '@/lib/wizards/flows';

/**
 * The pages rendered per request for one person, which get a nonce-based Content-Security-Policy
 * (lib/security/csp.ts): sign-in and password reset, the account, the staff console, every
 * wizard's steps and review, payment pages and the submission receipt. Paths without locale.
 */
const exact = new Set<string>([paths.signIn, paths.resetPassword, paths.submitted]);
for (const flow of flowIds) {
  const f: {
    steps: Record<string, string>;
    review: string;
    payment: Record<string, string>;
    singlePage?: string;
  } = FLOWS[flow];
  for (const path of [
    ...Object.values(f.steps),
    f.review,
    ...Object.values(f.payment),
    ...(f.singlePage ? [f.singlePage] : []),
  ])
    exact.add(path);
}
const prefixes = [paths.account, paths.admin];

export function isPersonalPage(path: string): boolean {
  return (
    exact.has(path) || prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
