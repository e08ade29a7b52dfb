import { defineWizard } from '../../steps';
import { trademarkQuoteOptions, trademarkSteps } from '../trademark-shared';

/**
 * Nigeria: a trade mark application to the Trademarks Registry (Commercial Law Department, Federal
 * Ministry of Industry, Trade and Investment), filed online through IPONigeria (Trade Marks Act,
 * Cap T13 [S393]). The registry fee is passed through at cost until confirmed [S394]. The steps are the shared
 * national ones (../trademark-shared.ts); the fees per class and our clearance search are the
 * catalogue's (lib/catalogue/catalogue.ts, docs/sources.md).
 */
export const nigeriaTrademark = defineWizard('nigeria-trademark', trademarkSteps('NG'), {
  quoteOptions: trademarkQuoteOptions,
});
