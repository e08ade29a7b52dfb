import type { FlowId } from './flows';
import { ghanaAnnualReturns } from './definitions/ghana/annual-returns';
import { ghanaCompany } from './definitions/ghana/company';
import { canadaEmployerRegistration } from './definitions/canada/employer-registration';
import { usaEmployerRegistration } from './definitions/usa/employer-registration';
import { ghanaEmployerRegistration } from './definitions/ghana/employer-registration';
import { ghanaTaxFiling } from './definitions/ghana/tax-filing';
import { southAfricaEmployerRegistration } from './definitions/south-africa/employer-registration';
import { nigeriaEmployerRegistration } from './definitions/nigeria/employer-registration';
import { ukEmployerRegistration } from './definitions/uk/employer-registration';
import { nigeriaAnnualReturns } from './definitions/nigeria/annual-returns';
import { nigeriaCompany } from './definitions/nigeria/company';
import { nigeriaEnterprise } from './definitions/nigeria/enterprise';
import { nigeriaNonprofit } from './definitions/nigeria/nonprofit';
import { nigeriaTaxFiling } from './definitions/nigeria/tax-filing';
import { southAfricaAnnualReturns } from './definitions/south-africa/annual-returns';
import { southAfricaCompany } from './definitions/south-africa/company';
import { southAfricaTaxFiling } from './definitions/south-africa/tax-filing';
import { delawareCorporation } from './definitions/usa/delaware-corporation';
import { delawareLlc } from './definitions/usa/delaware-llc';
import { texasCorporation } from './definitions/usa/texas-corporation';
import { texasLlc } from './definitions/usa/texas-llc';
import { wyomingCorporation } from './definitions/usa/wyoming-corporation';
import { wyomingLlc } from './definitions/usa/wyoming-llc';
import { ukCompany } from './definitions/uk/company';
import { ukConfirmationStatement } from './definitions/uk/confirmation-statement';
import { ukCorporationTaxFlow } from './definitions/uk/corporation-tax';
import { ukDormantAccounts } from './definitions/uk/dormant-accounts';
import { ukTrademark } from './definitions/uk/trademark';
import { nigeriaTrademark } from './definitions/nigeria/trademark';
import { ghanaTrademark } from './definitions/ghana/trademark';
import { southAfricaTrademark } from './definitions/south-africa/trademark';
import { canadaTrademark } from './definitions/canada/trademark';
import { canadaAnnualReturn } from './definitions/canada/annual-return';
import { canadaCompany } from './definitions/canada/company';
import { canadaCorporationTax } from './definitions/canada/corporation-tax';
import { delawareAnnualReport, delawareLlcTax } from './definitions/usa/delaware-annual-report';
import { delawareIncomeTax } from './definitions/usa/delaware-income-tax';
import { usaTaxFiling } from './definitions/usa/tax-filing';
import { texasAnnualReport } from './definitions/usa/texas-annual-report';
import { usaTrademark } from './definitions/usa/trademark';
import { wyomingAnnualReport } from './definitions/usa/wyoming-annual-report';
import type { WizardDefinition } from './steps';

/**
 * Every wizard's definition by flow id, for the server, which needs them all. A page's client
 * code imports only its own flow's definition (components/wizards/flows/).
 */
export const WIZARDS: Record<FlowId, WizardDefinition> = {
  'nigeria-company': nigeriaCompany,
  'nigeria-enterprise': nigeriaEnterprise,
  'nigeria-nonprofit': nigeriaNonprofit,
  'nigeria-tax-filing': nigeriaTaxFiling,
  'nigeria-annual-returns': nigeriaAnnualReturns,
  'ghana-company': ghanaCompany,
  'south-africa-company': southAfricaCompany,
  'ghana-annual-returns': ghanaAnnualReturns,
  'south-africa-annual-returns': southAfricaAnnualReturns,
  'ghana-tax-filing': ghanaTaxFiling,
  'south-africa-tax-filing': southAfricaTaxFiling,
  'nigeria-employer-registration': nigeriaEmployerRegistration,
  'uk-employer-registration': ukEmployerRegistration,
  'ghana-employer-registration': ghanaEmployerRegistration,
  'south-africa-employer-registration': southAfricaEmployerRegistration,
  'canada-employer-registration': canadaEmployerRegistration,
  'usa-employer-registration': usaEmployerRegistration,
  'delaware-llc': delawareLlc,
  'delaware-corporation': delawareCorporation,
  'wyoming-llc': wyomingLlc,
  'wyoming-corporation': wyomingCorporation,
  'texas-llc': texasLlc,
  'texas-corporation': texasCorporation,
  'uk-company': ukCompany,
  'uk-trademark': ukTrademark,
  'nigeria-trademark': nigeriaTrademark,
  'ghana-trademark': ghanaTrademark,
  'south-africa-trademark': southAfricaTrademark,
  'canada-trademark': canadaTrademark,
  'canada-company': canadaCompany,
  'canada-annual-return': canadaAnnualReturn,
  'delaware-annual-report': delawareAnnualReport,
  'delaware-llc-tax': delawareLlcTax,
  'delaware-income-tax': delawareIncomeTax,
  'wyoming-annual-report': wyomingAnnualReport,
  'texas-annual-report': texasAnnualReport,
  'usa-tax-filing': usaTaxFiling,
  'usa-trademark': usaTrademark,
  'uk-confirmation-statement': ukConfirmationStatement,
  'uk-dormant-accounts': ukDormantAccounts,
  'uk-corporation-tax': ukCorporationTaxFlow,
  'canada-corporation-tax': canadaCorporationTax,
};
