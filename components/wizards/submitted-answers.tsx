import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { WizardDefinition } from '@/lib/wizards/steps';
import { AnswersSummary } from './answers-summary';
import { wizardText } from './wizard-text';

/**
 * A submitted application's answers on a server page (the staff console, the customer's
 * account): the review step's summary with the wizard's own labels, one section per step.
 */
export async function SubmittedAnswers({
  definition,
  data,
  locale,
}: {
  definition: WizardDefinition;
  data: Record<string, unknown>;
  locale: Locale;
}) {
  return (
    <div className="flex flex-col gap-4">
      <AnswersSummary
        definition={definition}
        data={data}
        locale={locale}
        headingLevel={3}
        text={wizardText(await getTranslations(), locale, definition)}
      />
    </div>
  );
}
