import { defineWizard } from '../../steps';
import { trademarkQuoteOptions, trademarkSteps } from '../trademark-shared';

/**
 * South Africa: a trade mark application to the CIPC on form TM1, one application for each
 * class (Trade Marks Act 194 of 1993; R590 each [S390][S391]). The steps are the shared
 * national ones (../trademark-shared.ts); the fees per class and our clearance search are the
 * catalogue's (lib/catalogue/catalogue.ts, docs/sources.md).
 */
export const southAfricaTrademark = defineWizard('south-africa-trademark', trademarkSteps('ZA'), {
  quoteOptions: trademarkQuoteOptions,
});
