import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageLocale, toLocale } from '@/lib/i18n/locale';
import type { Locale } from '@/lib/i18n/locales';
import { FLOWS, type FlowId, type StepId } from '@/lib/wizards/flows';
import { WizardReview } from './wizard-review';
import { WizardStepForm } from './wizard-step-form';
import { wizardText } from './wizard-text';

type StepPageProps = { params: Promise<{ locale: string }> };

/**
 * A wizard's step page, or its review: the route file names the flow and the step, and this
 * renders the step from the definition its layout provides (components/wizards/wizard-area.tsx).
 * The step's route is the flow's (lib/wizards/flows.ts); a test checks that each route file and
 * the flow agree.
 */
export function createStepPage<F extends FlowId>(
  flow: F,
  step: StepId<F> | 'review',
  /** A server component drawn below the step's introduction (a comparison, prices explained). */
  { lead: Lead }: { lead?: ComponentType<{ locale: Locale }> } = {},
) {
  async function generateMetadata({ params }: StepPageProps): Promise<Metadata> {
    const locale = toLocale((await params).locale);
    if (step === 'review')
      return { title: (await getTranslations({ locale, namespace: 'Wizard' }))('review.title') };
    const text = wizardText(await getTranslations({ locale }), locale, FLOWS[flow]);
    return { title: text.step(step, 'title') };
  }

  async function Page({ params }: StepPageProps) {
    const locale = await pageLocale(params);
    return step === 'review' ? (
      <WizardReview />
    ) : (
      <WizardStepForm stepId={step} lead={Lead ? <Lead locale={locale} /> : undefined} />
    );
  }

  return { Page, generateMetadata };
}
