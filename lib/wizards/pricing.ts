import type { PackageId } from '@/lib/catalogue/packages';
import { quote, type Quote } from '@/lib/catalogue/quote';
import type { DraftData, WizardDefinition } from './steps';

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
    return quote(definition.jurisdiction, definition.service, chosen, options);
  } catch {
    return null;
  }
}
