import { defineWizard } from '../../steps';
import { usLlcForms, usQuoteOptions } from './formation';

/** Wyoming: an LLC (lib/wizards/definitions/usa/formation.ts). */
export const wyomingLlc = defineWizard('wyoming-llc', usLlcForms('wyoming'), {
  quoteOptions: usQuoteOptions('wyoming', 'llc'),
});
