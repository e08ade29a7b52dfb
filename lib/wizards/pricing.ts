import type { PackageId } from '@/lib/catalogue/packages';
import { quote, type Quote } from '@/lib/catalogue/quote';
import type { DraftData, WizardDefinition } from './steps';

/**
 * The live quote for a draft: our fee and the government fee apart, in minor units of the local
 * currency. The flow's entity (a US formation) and the options its definition reads from the
 * answers (a Nigerian company's share capital, a trade mark's classes, a state tax computed by
 * lib/tax) are passed to the catalogue. Null when the package is not chosen yet or the answers
 * cannot be priced (e.g. a capital below the minimum). `today` (UTC) prices what depends on the
 * date, a late report's penalties: the browser's day for the live quote, the server's at submission,
 * where the quote is frozen.
 */
export function quoteForDraft(
  definition: WizardDefinition,
  data: DraftData,
  pkg?: PackageId,
  today: string = new Date().toISOString().slice(0, 10),
): Quote | null {
  const chosen = pkg ?? (data.package as PackageId | undefined);
  if (!chosen) return null;
  try {
    const options = {
      ...(definition.entity ? { entity: definition.entity } : {}),
      ...definition.quoteOptions?.(data, today),
    };
    return quote(definition.jurisdiction, definition.service, chosen, options);
  } catch {
    return null;
  }
}
