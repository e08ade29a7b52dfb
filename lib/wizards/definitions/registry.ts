import type { FlowId, WizardDefinition } from '../steps';
import { ghanaCompany } from './ghana-company';
import { nigeriaCompany } from './nigeria-company';
import { nigeriaEnterprise } from './nigeria-enterprise';
import { nigeriaAnnualReturns, nigeriaTaxFiling } from './nigeria-filings';
import { nigeriaNonprofit } from './nigeria-nonprofit';
import { southAfricaCompany } from './south-africa-company';

/** Every wizard by id (the server needs them all; a client page imports only its own definition). */
export const WIZARDS: Record<FlowId, WizardDefinition> = {
  'nigeria-company': nigeriaCompany,
  'nigeria-enterprise': nigeriaEnterprise,
  'nigeria-nonprofit': nigeriaNonprofit,
  'nigeria-tax-filing': nigeriaTaxFiling,
  'nigeria-annual-returns': nigeriaAnnualReturns,
  'ghana-company': ghanaCompany,
  'south-africa-company': southAfricaCompany,
};

export function isFlowId(value: unknown): value is FlowId {
  return typeof value === 'string' && value in WIZARDS;
}
