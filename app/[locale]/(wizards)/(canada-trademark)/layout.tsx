import { CanadaTrademarkWizard } from '@/components/wizards/flows/canada-trademark';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('canada-trademark', CanadaTrademarkWizard);
