import { SouthAfricaAnnualReturnsWizard } from '@/components/wizards/flows/south-africa-annual-returns';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('south-africa-annual-returns', SouthAfricaAnnualReturnsWizard);
