import { createStepPage } from '@/components/wizards/step-page';

// One line for the factory's call, which names the flow and the step (tests/unit/wizards/routes.test.ts).
const step = createStepPage('canada-employer-registration', 'review');
const { Page, generateMetadata } = step;
export { Page as default, generateMetadata };
