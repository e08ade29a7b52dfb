import { defineWizard } from '../../steps';
import { trademarkQuoteOptions, trademarkSteps } from '../trademark-shared';

/**
 * Ghana: a trade mark application to the Trade Marks Registry of the Registrar-General's
 * Department (Trade Marks Act 2004, Act 664 [S396]), on TM Form 1. The registry fee is passed
 * through at cost until the current table is confirmed [S397]. The steps are the shared
 * national ones (../trademark-shared.ts); the fees per class and our clearance search are the
 * catalogue's (lib/catalogue/catalogue.ts, docs/sources.md).
 */
export const ghanaTrademark = defineWizard('ghana-trademark', trademarkSteps('GH'), {
  quoteOptions: trademarkQuoteOptions,
});
