import type { ObligationInstance } from '@/lib/compliance/model';
import { requestServicePath } from '@/lib/site/paths';
import { companyLinkQuery } from '@/lib/wizards/company-link';
import { firstStepPath } from '@/lib/wizards/flows';
import type { Company } from './queries';

/** What "File it for me" reads of the company. */
export type FileItCompany = Pick<
  Company,
  'id' | 'legalName' | 'registryNumber' | 'taxId' | 'jurisdiction' | 'entity' | 'incorporatedOn'
>;

/**
 * The year an obligation covers, as the order's forms ask it: its period's key when that is a
 * year (Delaware's report for 2026, Texas's 2027 report), else the year its period begins (a tax
 * year is named by the year it begins: Form 1120's "tax year beginning").
 */
export function obligationYear(instance: Pick<ObligationInstance, 'period' | 'dueDate'>): string {
  const { key, start, end } = instance.period;
  if (/^\d{4}$/.test(key)) return key;
  return (start ?? end ?? instance.dueDate).slice(0, 4);
}

/**
 * Where "File it for me" goes (the company page, the reminder mails), a path without its locale:
 * - where a wizard files the obligation, its first step with the company and the obligation in
 *   the query (lib/wizards/company-link.ts): the flow prefills its answers from the company, and
 *   the submitted application is linked to the obligation;
 * - else the request-this-service form for the catalogue's service in that jurisdiction, its
 *   message naming the company, its number, the obligation (`title`, in the reader's language)
 *   and its due date.
 */
export function fileItHref(
  company: FileItCompany,
  instance: ObligationInstance,
  title: string,
): string | null {
  const filer = instance.filer;
  if (!filer) return null;
  if (filer.kind === 'service')
    return requestServicePath({
      service: filer.service,
      jurisdiction: filer.jurisdiction,
      about: {
        company: company.legalName,
        number: company.registryNumber,
        obligation: title,
        due: instance.dueDate,
      },
    });
  const query = companyLinkQuery(
    { companyId: company.id, obligationKey: instance.key },
    {
      name: company.legalName,
      number: company.registryNumber,
      taxId: company.taxId ?? undefined,
      year: obligationYear(instance),
      entity: company.entity,
      formed: company.incorporatedOn,
      jurisdiction: company.jurisdiction,
      periodEnd: instance.period.end,
      periodStart: instance.period.start,
    },
  );
  return `${firstStepPath(filer.flow)}?${query}`;
}
