'use client';

import { Link } from '@/components/ui/link';
import { stepNumber, type WizardDefinition } from '@/lib/wizards/steps';
import type { WizardText } from './use-wizard-text';

/**
 * The steps of a wizard, from the definition's one steps list; done steps link back. Steps the
 * definition puts before step 1 (`unnumberedSteps`) are shown without a number, so "Step 2 of 5"
 * is the route numbered 2.
 */
export function WizardProgress({
  definition,
  current,
  lastCompleted,
  text,
}: {
  definition: WizardDefinition;
  current: number;
  lastCompleted: number;
  text: WizardText;
}) {
  const before = definition.unnumberedSteps ?? 0;
  const { n, total } = stepNumber(definition, current);
  const items = [
    ...definition.steps.map((s) => ({ id: s.id, path: s.path, title: text.step(s.id, 'title') })),
    { id: 'review', path: definition.reviewPath, title: text.t('Wizard.review.title') },
  ];
  return (
    <nav aria-label={text.t('Wizard.progressLabel')} className="mb-8">
      <p className="text-muted mb-2 text-sm font-medium">
        {n !== null
          ? text.t('Wizard.stepOf', { n, total })
          : text.t('Wizard.beforeSteps', { total })}
      </p>
      <div className="mb-3 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="bg-brand-700 h-full transition-all"
          style={{ width: `${((n ?? 0) / total) * 100}%` }}
        />
      </div>
      <ol className="hidden flex-wrap gap-x-4 gap-y-1 text-sm md:flex">
        {items.map((item, i) => {
          const reachable = i <= lastCompleted + 1;
          const isCurrent = i === current;
          return (
            <li key={item.id} className="flex items-center gap-1">
              <span
                aria-hidden="true"
                className={`flex size-5 items-center justify-center rounded-full text-xs ${i <= lastCompleted ? 'bg-brand-700 text-white' : isCurrent ? 'border-brand-700 text-brand-700 border-2' : 'text-muted border border-slate-400'}`}
              >
                {i >= before ? i + 1 - before : '·'}
              </span>
              {reachable && !isCurrent ? (
                <Link
                  href={item.path}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {item.title}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className={isCurrent ? 'text-ink font-semibold' : 'text-muted'}
                >
                  {item.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
