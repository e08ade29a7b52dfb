import { NigeriaTrademarkWizard } from '@/components/wizards/flows/nigeria-trademark';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('nigeria-trademark', NigeriaTrademarkWizard);
