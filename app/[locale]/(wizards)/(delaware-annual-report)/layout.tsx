import { DelawareAnnualReportWizard } from '@/components/wizards/flows/delaware-annual-report';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('delaware-annual-report', DelawareAnnualReportWizard);
