import { defineWizard } from '../../steps';
import { usLlcForms, usQuoteOptions } from './formation';

/** Texas: an LLC (lib/wizards/definitions/usa/formation.ts). */
export const texasLlc = defineWizard('texas-llc', usLlcForms('texas'), {
  quoteOptions: usQuoteOptions('texas', 'llc'),
});
