/**
 * The public tool's URL (issue 31):
 * `?jurisdiction=<nigeria|ghana|south-africa|uk|canada-federal|ontario|delaware|wyoming|texas>
 *   &entity=<company|business-name|trustees|llc|corporation>&formed=YYYY-MM-DD[&yearEnd=MM-DD][&foreignOwned=1]`.
 * No zod: the page may run this in the browser (as lib/tax's URL codecs). Never throws.
 */
import { isIsoDay, isMonthDay } from './dates';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  ENTITIES_BY_JURISDICTION,
  type CompanyProfile,
  type ComplianceEntity,
  type ComplianceJurisdiction,
} from './model';
import { EARLIEST_FORMATION, type ProfileIssue } from './obligations';

export type QueryParams = URLSearchParams | Record<string, string | string[] | undefined>;

function read(params: QueryParams, name: string): string | undefined {
  const raw = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

export function parseComplianceQuery(
  params: QueryParams,
): { ok: true; profile: CompanyProfile } | { ok: false; issues: ProfileIssue[] } {
  const issues: ProfileIssue[] = [];
  const jurisdiction = read(params, 'jurisdiction');
  const entity = read(params, 'entity');
  const formed = read(params, 'formed');
  const yearEnd = read(params, 'yearEnd');
  const foreignOwned = read(params, 'foreignOwned');

  const jurisdictionOk = (COMPLIANCE_JURISDICTIONS as readonly unknown[]).includes(jurisdiction);
  if (!jurisdictionOk) issues.push({ field: 'jurisdiction', key: 'jurisdictionInvalid' });
  if (!(COMPLIANCE_ENTITIES as readonly unknown[]).includes(entity))
    issues.push({ field: 'entity', key: 'entityInvalid' });
  else if (
    jurisdictionOk &&
    !ENTITIES_BY_JURISDICTION[jurisdiction as ComplianceJurisdiction].includes(
      entity as ComplianceEntity,
    )
  )
    issues.push({ field: 'entity', key: 'entityNotInJurisdiction' });
  if (!isIsoDay(formed)) issues.push({ field: 'formed', key: 'formedInvalid' });
  else if (formed < EARLIEST_FORMATION) issues.push({ field: 'formed', key: 'formedTooEarly' });
  if (yearEnd !== undefined && yearEnd !== '' && !isMonthDay(yearEnd))
    issues.push({ field: 'yearEnd', key: 'yearEndInvalid' });
  if (issues.length > 0) return { ok: false, issues };

  return {
    ok: true,
    profile: {
      jurisdiction: jurisdiction as ComplianceJurisdiction,
      entity: entity as ComplianceEntity,
      formed: formed as string,
      ...(yearEnd ? { yearEnd } : {}),
      ...(foreignOwned === '1' ? { foreignOwned: true } : {}),
    },
  };
}

/** The query string of a profile (options are not part of the public URL). */
export function serialiseComplianceQuery(profile: CompanyProfile): string {
  const params = new URLSearchParams({
    jurisdiction: profile.jurisdiction,
    entity: profile.entity,
    formed: profile.formed,
  });
  if (profile.yearEnd) params.set('yearEnd', profile.yearEnd);
  if (profile.foreignOwned) params.set('foreignOwned', '1');
  return params.toString();
}
