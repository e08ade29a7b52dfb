import type { ReactNode } from 'react';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { entryText, type GoodsClass } from '@/lib/wizards/definitions/usa/uspto-goods';
import type { DraftData, FieldDef, ScalarField, WizardDefinition } from '@/lib/wizards/steps';
import type { wizardText } from './wizard-text';

/**
 * A wizard's answers as their reader sees them: each step a section, each answer under its
 * label, options by their names, amounts formatted. No hooks: the review step renders it in the
 * browser, the staff console and the customer's account on the server, each with its texts
 * (wizardText over useTranslations or getTranslations).
 */
export type AnswersText = Pick<ReturnType<typeof wizardText>, 'label' | 'option' | 'step' | 'text'> & {
  yes: string;
  no: string;
  fileAttached: string;
};

function scalarValue(field: ScalarField, value: unknown, text: AnswersText, locale: string, flowCurrency: Currency): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.kind === 'checkbox') return value === true ? text.yes : text.no;
  if (field.kind === 'file') return text.fileAttached;
  if (field.optionLabels === 'country') return new Intl.DisplayNames([locale], { type: 'region' }).of(String(value)) ?? String(value);
  if ((field.kind === 'select' || field.kind === 'radio') && field.optionLabels !== 'raw') return text.option(field.optionsKey ?? field.name, String(value));
  const currency = field.currency ?? flowCurrency;
  // Amounts in the flow's own currency are formatted (US dollars too in a US flow); a foreign
  // capital in US dollars in another country's flow stays as typed.
  if (field.kind === 'money' && /^\d+$/.test(String(value)) && (currency !== 'USD' || flowCurrency === 'USD'))
    return formatMoney(Number(value) * 100, currency, locale);
  if (field.kind === 'percent') return `${String(value)}%`;
  return String(value);
}

function visible(field: ScalarField, item: Record<string, unknown>): boolean {
  const cond = field.showIf;
  if (!cond) return true;
  const v = item[cond.field];
  if (cond.equals !== undefined) return v === cond.equals;
  if (cond.notEquals !== undefined) return v !== undefined && v !== '' && v !== cond.notEquals;
  return true;
}

function Answer({ field, data, text, locale, currency }: { field: FieldDef; data: DraftData; text: AnswersText; locale: string; currency: Currency }) {
  const value = data[field.name];
  if (field.kind === 'usptoGoods') return <GoodsAnswer name={field.name} value={value} text={text} />;
  if (field.kind === 'group') {
    const items = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
    return (
      <div className="sm:col-span-2">
        <dt className="font-medium text-ink">{text.label(field.name)}</dt>
        <dd>
          <ol className="mt-2 flex flex-col gap-3">
            {items.map((item, i) => (
              <li key={i} className="rounded-md border border-slate-200 p-3">
                <p className="mb-1 font-semibold">{text.text(`groups.${field.name}.item`, { n: i + 1 })}</p>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                  {field.fields.filter((f) => visible(f, item)).map((f) => (
                    <div key={f.name}>
                      <dt className="text-muted">{text.label(f.name)}</dt>
                      <dd className="break-words">{scalarValue(f, item[f.name], text, locale, currency)}</dd>
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
  let shown: string;
  if (field.kind === 'list') shown = (Array.isArray(value) ? value : []).join('; ') || '—';
  else if (field.kind === 'address') shown = Object.values((value as Record<string, string>) ?? {}).filter(Boolean).join(', ') || '—';
  else if (!visible(field, data)) return null;
  else shown = scalarValue(field, value, text, locale, currency);
  return (
    <div className={field.kind === 'textarea' || field.kind === 'address' || field.kind === 'list' ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted">{text.label(field.name)}</dt>
      <dd className="break-words whitespace-pre-line text-ink">{shown}</dd>
    </div>
  );
}

/**
 * A trade mark's goods and services: each class with its ID Manual entries (completed) or its
 * free-form text. The entries are shown in English, as they are filed.
 */
function GoodsAnswer({ name, value, text }: { name: string; value: unknown; text: AnswersText }) {
  const classes = (Array.isArray(value) ? value : []) as Partial<GoodsClass>[];
  return (
    <div className="sm:col-span-2">
      <dt className="text-muted">{text.label(name)}</dt>
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
                {c.source === 'freeForm' ? String(c.description ?? '') : (Array.isArray(c.entries) ? c.entries : []).map(entryText).join('; ')}
              </p>
            </li>
          ))}
        </ul>
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
  return (
    <>
      {definition.steps.map((step) => {
        const title = text.step(step.id, 'title');
        return (
          <section key={step.id} className="rounded-lg border border-slate-300 p-4" aria-labelledby={`answers-${step.id}`}>
            <div className="mb-3 flex items-center justify-between gap-4">
              <Heading id={`answers-${step.id}`} className="text-lg font-semibold">
                {title}
              </Heading>
              {stepAction?.(step, title)}
            </div>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {step.fields.map((field) => (
                <Answer key={field.name} field={field} data={data} text={text} locale={locale} currency={definition.currency} />
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
