import { defineWizard } from '../../steps';
import { usCorporationForms, usQuoteOptions } from './formation';

/** Delaware: a C-Corporation (lib/wizards/definitions/usa/formation.ts). */
export const delawareCorporation = defineWizard(
  'delaware-corporation',
  usCorporationForms('delaware'),
  { quoteOptions: usQuoteOptions('delaware', 'corporation') },
);
