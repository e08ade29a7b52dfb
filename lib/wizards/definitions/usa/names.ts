import type { UsEntity } from '@/lib/catalogue/services';

/**
 * The designators a US company's name must carry, by state and entity, as each state's statute
 * lists them (docs/sources.md, checked 2026-11-26). We ask for the designator as the name's last
 * words, as the states' own forms and examples show it: Delaware's corporation statute only says
 * "contain", but a designator at the end is what the Division and the market expect.
 */
export type UsFormationState = 'delaware' | 'wyoming' | 'texas';

export const US_DESIGNATORS: Record<UsFormationState, Record<UsEntity, readonly string[]>> = {
  delaware: {
    // 6 Del. C. §18-102(1): "Limited Liability Company", "L.L.C." or "LLC" [S-del18102] OFFICIAL.
    llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
    // 8 Del. C. §102(a)(1): association, company, corporation, club, foundation, fund, incorporated,
    // institute, society, union, syndicate or limited, or their abbreviations [S-del102] OFFICIAL;
    // the business designators of that list are offered.
    corporation: [
      'Inc.',
      'Incorporated',
      'Corporation',
      'Corp.',
      'Company',
      'Co.',
      'Limited',
      'Ltd.',
    ],
  },
  wyoming: {
    // W.S. 17-29-108 via [S26] SECONDARY, 2024–2025.
    llc: [
      'LLC',
      'L.L.C.',
      'Limited Liability Company',
      'Limited Company',
      'LC',
      'L.C.',
      'Ltd. Liability Company',
      'Ltd. Liability Co.',
      'Limited Liability Co.',
    ],
    // W.S. 17-16-401 via [S28a] SECONDARY, checked 2026-11-25.
    corporation: [
      'Inc.',
      'Incorporated',
      'Corporation',
      'Corp.',
      'Company',
      'Co.',
      'Limited',
      'Ltd.',
    ],
  },
  texas: {
    // BOC §5.056: "limited liability company" or "limited company", or an abbreviation [S-tx5056] OFFICIAL;
    // the abbreviations as the Secretary of State accepts them [S34][S-txnames] SECONDARY.
    llc: [
      'LLC',
      'L.L.C.',
      'Limited Liability Company',
      'Limited Company',
      'LC',
      'L.C.',
      'Ltd. Co.',
    ],
    // BOC §5.054: "company", "corporation", "incorporated" or "limited", or an abbreviation [S-tx5054] OFFICIAL.
    corporation: [
      'Inc.',
      'Incorporated',
      'Corporation',
      'Corp.',
      'Company',
      'Co.',
      'Limited',
      'Ltd.',
    ],
  },
};

/** Letters and digits only, lower case: "L.L.C." and "llc" compare equal. */
function squash(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** True when `name` ends with one of `designators` as whole words, with a name before it. */
function endsWithOneOf(name: string, designators: readonly string[]): boolean {
  const words = name
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  return designators.some((designator) => {
    const size = designator.split(/\s+/).length;
    return words.length > size && squash(words.slice(-size).join('')) === squash(designator);
  });
}

/**
 * True when `name` ends with one of the state's designators for the entity, as whole words (with
 * or without the periods and a comma before it: "Acme, Inc", "Acme L.L.C."). A corporation's name
 * must not end like an LLC's ("Acme Limited Liability Company" ends with "Company" too).
 */
export function hasDesignator(name: string, state: UsFormationState, entity: UsEntity): boolean {
  const designators = US_DESIGNATORS[state];
  if (entity === 'corporation' && endsWithOneOf(name, designators.llc)) return false;
  return endsWithOneOf(name, designators[entity]);
}

/**
 * The other entity's designator at the end ("Acme Inc." for an LLC): worth its own message,
 * since the fix is to change the entity, not the name.
 */
export function hasOtherEntityDesignator(
  name: string,
  state: UsFormationState,
  entity: UsEntity,
): boolean {
  const other: UsEntity = entity === 'llc' ? 'corporation' : 'llc';
  return !hasDesignator(name, state, entity) && hasDesignator(name, state, other);
}
