import type { QuoteOptions } from '@/lib/catalogue/catalogue';
import type { JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { ServiceId } from '@/lib/catalogue/services';

type PriceCheck = { jurisdiction: JurisdictionId; service: ServiceId; options?: QuoteOptions };

/**
 * Every catalogue route, with one quote whose fees the page must show (our fee and the government
 * fee apart). catalogue-pages.spec.ts checks them, axe included; content-a11y.spec.ts checks the
 * other public pages.
 */
export const catalogueRoutes: { path: string; price?: PriceCheck }[] = [
  { path: '/pricing', price: { jurisdiction: 'nigeria', service: 'company' } },
  { path: '/compare', price: { jurisdiction: 'uk', service: 'company' } },
  { path: '/select-jurisdiction', price: { jurisdiction: 'ghana', service: 'company' } },
  { path: '/services' },
  { path: '/services/others', price: { jurisdiction: 'nigeria', service: 'annualReturns' } },
  { path: '/services/trademark-registration', price: { jurisdiction: 'uk', service: 'trademark' } },
  {
    path: '/services/business-registration',
    price: { jurisdiction: 'southAfrica', service: 'company' },
  },
  { path: '/nigeria', price: { jurisdiction: 'nigeria', service: 'company' } },
  { path: '/ghana', price: { jurisdiction: 'ghana', service: 'company' } },
  {
    path: '/usa',
    price: { jurisdiction: 'delaware', service: 'company', options: { entity: 'corporation' } },
  },
  { path: '/uk', price: { jurisdiction: 'uk', service: 'company' } },
  { path: '/canada', price: { jurisdiction: 'canada', service: 'company' } },
  { path: '/south-africa', price: { jurisdiction: 'southAfrica', service: 'company' } },
  { path: '/entity-type-selection', price: { jurisdiction: 'nigeria', service: 'nonProfit' } },
  { path: '/usa-entity-selection', price: { jurisdiction: 'wyoming', service: 'company' } },
  {
    path: '/nigeria-enterprise-pricing',
    price: { jurisdiction: 'nigeria', service: 'businessName' },
  },
  { path: '/nigeria-nonprofit-pricing', price: { jurisdiction: 'nigeria', service: 'nonProfit' } },
  { path: '/nigeria-company-pricing', price: { jurisdiction: 'nigeria', service: 'company' } },
  { path: '/understanding-share-capital' },
  {
    path: '/delaware-registration',
    price: { jurisdiction: 'delaware', service: 'company', options: { entity: 'corporation' } },
  },
  { path: '/wyoming-registration', price: { jurisdiction: 'wyoming', service: 'company' } },
  {
    path: '/texas-registration',
    price: { jurisdiction: 'texas', service: 'company', options: { entity: 'corporation' } },
  },
];
