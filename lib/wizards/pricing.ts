import { quote, type Quote } from '@/lib/catalogue/quote';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';
import type { PackageId } from './schemas';
import type { DraftData, Jurisdiction, WizardDefinition } from './steps';

const CATALOGUE_JURISDICTION: Record<Jurisdiction, JurisdictionId> = {
  NG: 'nigeria',
  GH: 'ghana',
  ZA: 'southAfrica',
};

/**
 * The live quote for a draft: our fee and the government fee apart, in minor units of the local
 * currency. The Nigerian company's government fee follows its issued share capital. Null when the
 * package is not chosen yet or the answers cannot be priced (e.g. a capital below the minimum).
 */
export function quoteForDraft(definition: WizardDefinition, data: DraftData, pkg?: PackageId): Quote | null {
  const chosen = pkg ?? (data.package as PackageId | undefined);
  if (!chosen) return null;
  const capital = Number(data.issuedShareCapital);
  const options =
    definition.id === 'nigeria-company' && Number.isFinite(capital) && capital > 0 ? { shareCapital: capital } : {};
  try {
    return quote(CATALOGUE_JURISDICTION[definition.jurisdiction], definition.service as ServiceId, chosen, options);
  } catch {
    return null;
  }
}
