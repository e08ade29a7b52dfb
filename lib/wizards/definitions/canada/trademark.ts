import { defineWizard } from '../../steps';
import { trademarkQuoteOptions, trademarkSteps } from '../trademark-shared';

/**
 * Canada: a trade mark application to the Canadian Intellectual Property Office (CIPO), filed
 * online: a fee for the first class and one for each further class [S392]. The steps are the shared
 * national ones (../trademark-shared.ts); the fees per class and our clearance search are the
 * catalogue's (lib/catalogue/catalogue.ts, docs/sources.md).
 */
export const canadaTrademark = defineWizard('canada-trademark', trademarkSteps('CA'), {
  quoteOptions: trademarkQuoteOptions,
});
