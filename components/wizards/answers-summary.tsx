import type { ComponentType, ReactNode } from 'react';
import {
  conditionFields,
  FIELD_KINDS,
  kindOf,
  type FieldKind,
  type FieldOf,
  type SummaryText,
} from '@/lib/wizards/field-kinds';
import { entryText, type GoodsClass } from '@/lib/wizards/definitions/usa/uspto-goods';
import type {
  DraftData,
  FieldDef,
  GoodsField,
  GroupField,
  WizardDefinition,
} from '@/lib/wizards/steps';
import { isShown } from '@/lib/wizards/visibility';
import type { wizardText } from './wizard-text';

/**
 * A wizard's answers as their reader sees them: each step a section, each answer under its
 * label, options by their names, amounts formatted, each as its kind reads it
 * (lib/wizards/field-kinds.ts `summary`), or by a component of its own below. No hooks: the
 * review step renders it in the browser, the staff console and the customer's account on the
 * server, each with its texts (wizardText over useTranslations or getTranslations).
 */
export type AnswersText = Pick<
  ReturnType<typeof wizardText>,
  'label' | 'option' | 'step' | 'text' | 'yes' | 'no' | 'fileAttached'
>;

export { addressValue } from '@/lib/wizards/field-kinds';

/** What an answer's own component is given. */
interface AnswerProps<F extends FieldDef> {
  field: F;
  value: unknown;
  data: DraftData;
  text: AnswersText;
  summary: SummaryText;
}

/** The kinds whose answer is no single text (their rules' summary is null). */
type OwnAnswerKind = {
  [K in FieldKind]: (typeof FIELD_KINDS)[K]['summary'] extends null ? K : never;
}[FieldKind];

/** An answer as its kind reads it. */
const summaryOf = (field: FieldDef, value: unknown, summary: SummaryText) =>
  kindOf(field).summary?.text(field, value, summary) ?? '—';

/** A group's answers in the summary: each person a card of their shown answers. */
function GroupAnswer({ field, value, data, text, summary }: AnswerProps<GroupField>) {
  const items = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
  return (
    <div className="sm:col-span-2">
      <dt className="text-ink font-medium">{text.label(field.name)}</dt>
      <dd>
        <ol className="mt-2 flex flex-col gap-3">
          {items.map((item, i) => (
            <li key={i} className="rounded-md border border-slate-200 p-3">
              <p className="mb-1 font-semibold">
                {text.text(`groups.${field.name}.item`, { n: i + 1 })}
              </p>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                {field.fields
                  .filter((f) => isShown(f, item, field.fields, data))
                  .map((f) => (
                    <div
                      key={f.name}
                      className={kindOf(f).summary?.wideInItem ? 'sm:col-span-2' : undefined}
                    >
                      <dt className="text-muted">{text.label(f.name, field.name)}</dt>
                      <dd className="break-words">{summaryOf(f, item[f.name], summary)}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ol>
      </dd>
    </div>
  );
}

/**
 * A trade mark's goods and services: each class with its ID Manual entries (completed) or its
 * free-form text. The entries are shown in English, as they are filed.
 */
function GoodsAnswer({ field, value, text }: AnswerProps<GoodsField>) {
  const classes = (Array.isArray(value) ? value : []) as Partial<GoodsClass>[];
  return (
    <div className="sm:col-span-2">
      <dt className="text-muted">{text.label(field.name)}</dt>
      <dd>
        <ul className="mt-1 flex flex-col gap-2">
          {classes.map((c, i) => (
            <li key={i} className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold">
                {text.text('goodsClass', { n: String(c.classNumber ?? '') })}
                {' · '}
                {text.option('goodsSource', String(c.source ?? ''))}
              </p>
              <p lang="en" className="break-words whitespace-pre-line">
                {c.source === 'freeForm'
                  ? String(c.description ?? '')
                  : (Array.isArray(c.entries) ? c.entries : []).map(entryText).join('; ')}
              </p>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/** The answer components of the kinds that are not read as one text. */
const OWN_ANSWERS = {
  group: GroupAnswer,
  usptoGoods: GoodsAnswer,
} satisfies { [K in OwnAnswerKind]: ComponentType<AnswerProps<FieldOf<K>>> };

/** The same table, by any field's kind. */
const ownAnswers: Partial<Record<FieldKind, ComponentType<AnswerProps<FieldDef>>>> =
  OWN_ANSWERS as never;

/**
 * One answer in the summary under its label, or nothing while it is not shown: its kind's text,
 * or its own component.
 */
function AnswerView({
  field,
  data,
  siblings,
  text,
  summary,
}: {
  field: FieldDef;
  data: DraftData;
  siblings: readonly FieldDef[];
  text: AnswersText;
  summary: SummaryText;
}) {
  if (!isShown(field, data, conditionFields(siblings))) return null;
  const value = data[field.name];
  const Own = ownAnswers[field.kind];
  if (Own) return <Own field={field} value={value} data={data} text={text} summary={summary} />;
  return (
    <div className={kindOf(field).summary?.wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted">{text.label(field.name)}</dt>
      <dd className="text-ink break-words whitespace-pre-line">
        {summaryOf(field, value, summary)}
      </dd>
    </div>
  );
}

/** Every step's answers; `stepAction` adds something beside a step's title (the review's edit link). */
export function AnswersSummary({
  definition,
  data,
  text,
  locale,
  headingLevel = 2,
  stepAction,
}: {
  definition: Pick<WizardDefinition, 'steps' | 'currency'>;
  data: DraftData;
  text: AnswersText;
  locale: string;
  headingLevel?: 2 | 3;
  stepAction?: (step: WizardDefinition['steps'][number], title: string) => ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const summary = { ...text, locale, currency: definition.currency };
  return (
    <>
      {definition.steps.map((step) => {
        const title = text.step(step.id, 'title');
        return (
          <section
            key={step.id}
            className="rounded-lg border border-slate-300 p-4"
            aria-labelledby={`answers-${step.id}`}
          >
            <div className="mb-3 flex items-center justify-between gap-4">
              <Heading id={`answers-${step.id}`} className="text-lg font-semibold">
                {title}
              </Heading>
              {stepAction?.(step, title)}
            </div>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {step.fields.map((field) => (
                <AnswerView
                  key={field.name}
                  field={field}
                  data={data}
                  siblings={step.fields}
                  text={text}
                  summary={summary}
                />
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
