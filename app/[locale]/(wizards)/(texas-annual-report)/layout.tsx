import { TexasAnnualReportWizard } from '@/components/wizards/flows/texas-annual-report';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('texas-annual-report', TexasAnnualReportWizard);
