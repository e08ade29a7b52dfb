import { GhanaTrademarkWizard } from '@/components/wizards/flows/ghana-trademark';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('ghana-trademark', GhanaTrademarkWizard);
