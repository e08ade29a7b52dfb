import { SouthAfricaTrademarkWizard } from '@/components/wizards/flows/south-africa-trademark';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('south-africa-trademark', SouthAfricaTrademarkWizard);
