import { defineWizard } from '../../steps';
import { usLlcForms, usQuoteOptions } from './formation';

/** Delaware: an LLC (lib/wizards/definitions/usa/formation.ts). */
export const delawareLlc = defineWizard('delaware-llc', usLlcForms('delaware'), {
  quoteOptions: usQuoteOptions('delaware', 'llc'),
});
