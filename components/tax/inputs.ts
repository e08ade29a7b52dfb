import { DE_MAXIMUM_CLASSES } from '@/lib/tax/delaware-franchise-tax';
import type { FranchiseTaxInputs } from './franchise-tax-calculator';

/** A page's search parameters as Next gives them (absent on the prerendered page). */
export type SearchRecord = Record<string, string | string[] | undefined>;

/** The first value of a search parameter, '' when absent. */
export function searchValue(search: SearchRecord | undefined, key: string): string {
  const value = search?.[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The franchise-tax form as the URL fills it: `shares=1000000@1,250000@5` becomes two classes.
 * Values are kept as written, so a wrong one is shown with its message rather than dropped.
 */
export function franchiseTaxInputsFrom(search: SearchRecord | undefined): FranchiseTaxInputs {
  const shares = searchValue(search, 'shares');
  // One class more than the calculator takes, so a URL with too many shows why rather than losing some.
  const classes = shares
    ? shares
        .split(',')
        .slice(0, DE_MAXIMUM_CLASSES + 1)
        .map((part) => {
          const at = part.indexOf('@');
          return at < 0
            ? { shares: part, par: '' }
            : { shares: part.slice(0, at), par: part.slice(at + 1) };
        })
    : [];
  return { classes, issued: searchValue(search, 'issued'), assets: searchValue(search, 'assets') };
}
