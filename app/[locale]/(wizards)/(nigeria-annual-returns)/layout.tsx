import { NigeriaAnnualReturnsWizard } from '@/components/wizards/flows/nigeria-annual-returns';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('nigeria-annual-returns', NigeriaAnnualReturnsWizard);
