import type { ReactNode } from 'react';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { entryText, type GoodsClass } from '@/lib/wizards/definitions/usa/uspto-goods';
import { isShown, type DraftData, type FieldDef, type ScalarField, type WizardDefinition } from '@/lib/wizards/steps';
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

/** A country's name in the reader's language, from its ISO code. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The parts of an address in the order it is written. Stored answers come back from Postgres
 * (jsonb) with their keys reordered, so the order is the form's, not the object's.
 */
const ADDRESS_ORDER = ['street', 'city', 'lga', 'state', 'region', 'province', 'postalCode', 'postcode', 'zip', 'digitalAddress', 'country'];

/** An address on one line, its country (an ISO code) by name. */
export function addressValue(value: unknown, locale: string): string {
  const entries = Object.entries((value as Record<string, unknown>) ?? {}).filter(([, v]) => typeof v === 'string' && v);
  const rank = (key: string) => (ADDRESS_ORDER.includes(key) ? ADDRESS_ORDER.indexOf(key) : ADDRESS_ORDER.length);
  const parts = entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, v]) => (k === 'country' ? countryName(v as string, locale) : (v as string)));
  return parts.join(', ') || '—';
}

function scalarValue(field: ScalarField, value: unknown, text: AnswersText, locale: string, flowCurrency: Currency): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.kind === 'checkbox') return value === true ? text.yes : text.no;
  if (field.kind === 'file') return text.fileAttached;
  if (field.optionLabels === 'country') return countryName(String(value), locale);
  if ((field.kind === 'select' || field.kind === 'radio') && field.optionLabels !== 'raw') return text.option(field.optionsKey ?? field.name, String(value));
  const currency = field.currency ?? flowCurrency;
  // Amounts with decimals (a nominal value of £0.01) as typed, in the field's currency.
  if (field.kind === 'money' && field.decimals && /^\d+(\.\d+)?$/.test(String(value)))
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 6 }).format(Number(value));
  // Amounts in the flow's own currency are formatted (US dollars too in a US flow); a foreign
  // capital in US dollars in another country's flow stays as typed.
  if (field.kind === 'money' && /^\d+$/.test(String(value)) && (currency !== 'USD' || flowCurrency === 'USD'))
    return formatMoney(Number(value) * 100, currency, locale);
  if (field.kind === 'percent') return `${String(value)}%`;
  return String(value);
}

const scalarsOf = (fields: readonly FieldDef[]) => fields.filter((f): f is ScalarField => f.kind !== 'group' && f.kind !== 'list' && f.kind !== 'address' && f.kind !== 'search' && f.kind !== 'usptoGoods');

function Answer({
  field,
  data,
  siblings,
  text,
  locale,
  currency,
}: {
  field: FieldDef;
  data: DraftData;
  siblings: readonly FieldDef[];
  text: AnswersText;
  locale: string;
  currency: Currency;
}) {
  const value = data[field.name];
  if (field.kind === 'usptoGoods') return <GoodsAnswer name={field.name} value={value} text={text} />;
  if ((field.kind === 'group' || field.kind === 'address') && field.showIf && !isShown(field, data, scalarsOf(siblings))) return null;
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
                  {field.fields.filter((f) => isShown(f, item, field.fields, data)).map((f) => (
                    <div key={f.name} className={f.kind === 'address' ? 'sm:col-span-2' : undefined}>
                      <dt className="text-muted">{text.label(f.name, field.name)}</dt>
                      <dd className="break-words">{f.kind === 'address' ? addressValue(item[f.name], locale) : scalarValue(f, item[f.name], text, locale, currency)}</dd>
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
  else if (field.kind === 'search') {
    const labels = new Map(field.choices.map((c) => [c.value, c.label]));
    shown = (Array.isArray(value) ? value : []).map((v) => labels.get(String(v)) ?? String(v)).join('\n') || '—';
  } else if (field.kind === 'address') {
    if (!isShown(field, data, scalarsOf(siblings))) return null;
    shown = addressValue(value, locale);
  } else if (!isShown(field, data, scalarsOf(siblings))) return null;
  else shown = scalarValue(field, value, text, locale, currency);
  return (
    <div className={field.kind === 'textarea' || field.kind === 'address' || field.kind === 'list' || field.kind === 'search' ? 'sm:col-span-2' : undefined}>
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
                <Answer key={field.name} field={field} data={data} siblings={step.fields} text={text} locale={locale} currency={definition.currency} />
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
