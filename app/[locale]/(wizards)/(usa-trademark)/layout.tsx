import { UsaTrademarkWizard } from '@/components/wizards/flows/usa-trademark';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('usa-trademark', UsaTrademarkWizard);
