import { defineWizard } from '../../steps';
import { usCorporationForms, usQuoteOptions } from './formation';

/** Texas: a C-Corporation (lib/wizards/definitions/usa/formation.ts). */
export const texasCorporation = defineWizard('texas-corporation', usCorporationForms('texas'), {
  quoteOptions: usQuoteOptions('texas', 'corporation'),
});
