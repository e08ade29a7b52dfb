/**
 * "Track this company" on the public tool (issue 31): sign up, then land where the company
 * becomes yours, with the tool's figures in the query.
 */
import { localisedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/site/paths';
import type { CompanyProfile } from './model';
import { serialiseComplianceQuery } from './query';

/**
 * Where the visitor goes once signed up: the form that adds a company, which reads the tool's
 * figures from the query (lib/companies/prefill.ts).
 */
export const TRACK_COMPANY_TARGET: string = paths.accountNewCompany;

/**
 * The sign-up link: the sign-in page on its sign-up tab, with `next` the target and the figures.
 * `next` is a same-origin path, and the sign-in page follows nothing else (afterSignInPath).
 */
export function trackCompanyHref(profile: CompanyProfile, locale: Locale): string {
  const next = `${localisedPath(TRACK_COMPANY_TARGET, locale)}?${serialiseComplianceQuery(profile)}`;
  return `${paths.signIn}?tab=signup&next=${encodeURIComponent(next)}`;
}
