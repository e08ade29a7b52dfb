import { UkTrademarkWizard } from '@/components/wizards/flows/uk-trademark';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('uk-trademark', UkTrademarkWizard);
