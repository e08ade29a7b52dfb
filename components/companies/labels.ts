import 'server-only';
import { complianceTranslator } from '@/lib/compliance/describe';
import {
  COMPLIANCE_ENTITIES,
  COMPLIANCE_JURISDICTIONS,
  type ComplianceEntity,
  type ComplianceJurisdiction,
} from '@/lib/compliance/model';
import type { Locale } from '@/lib/i18n/locales';

/** The jurisdictions' and entities' names in `locale`, for the company form (a client leaf). */
export function companyLabels(locale: Locale): {
  jurisdictions: Record<ComplianceJurisdiction, string>;
  entities: Record<ComplianceEntity, string>;
} {
  const tc = complianceTranslator(locale);
  return {
    jurisdictions: Object.fromEntries(
      COMPLIANCE_JURISDICTIONS.map((id) => [id, tc(`jurisdictions.${id}`)]),
    ) as Record<ComplianceJurisdiction, string>,
    entities: Object.fromEntries(
      COMPLIANCE_ENTITIES.map((id) => [id, tc(`entities.${id}`)]),
    ) as Record<ComplianceEntity, string>,
  };
}
