import { WyomingAnnualReportWizard } from '@/components/wizards/flows/wyoming-annual-report';
import { createWizardLayout } from '@/components/wizards/wizard-area';

export default createWizardLayout('wyoming-annual-report', WyomingAnnualReportWizard);
