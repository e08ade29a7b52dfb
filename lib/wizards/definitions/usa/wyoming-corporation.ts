import { defineWizard } from '../../steps';
import { usCorporationForms, usQuoteOptions } from './formation';

/** Wyoming: a C-Corporation (lib/wizards/definitions/usa/formation.ts). */
export const wyomingCorporation = defineWizard(
  'wyoming-corporation',
  usCorporationForms('wyoming'),
  { quoteOptions: usQuoteOptions('wyoming', 'corporation') },
);
