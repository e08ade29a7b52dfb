'use client';

import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocale } from 'next-intl';
import { Button } from '@/components/ui/button';
import { describedBy, Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { governmentFees } from '@/lib/catalogue/government-fees';
import { formatMoney } from '@/lib/catalogue/money';
import {
  extraCharacterGroups,
  MAX_ENTRIES_PER_CLASS,
  MAX_GOODS_CLASSES,
  emptyGoodsClass,
  placeholdersOf,
  type GoodsClass,
} from '@/lib/wizards/definitions/usa/uspto-goods';
import {
  entriesOf,
  NICE_CLASSES,
  searchEntries,
} from '@/lib/wizards/definitions/usa/uspto-id-manual';
import type { GoodsField } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { errorAt, idFor } from './field-path';

/** Results shown at once; a longer list asks for a narrower search. */
const SHOWN_RESULTS = 8;

/**
 * A US trade mark's goods and services, class by class: entries of the USPTO ID Manual found by
 * searching the curated list (lib/wizards/definitions/usa/uspto-id-manual.ts), completed where
 * the entry has a `{…}` part, or the applicant's own wording at the free-form surcharge. The
 * value is a GoodsClass[]; the quote follows it live on the package step.
 */
export function UsptoGoodsField({ def, text }: { def: GoodsField; text: WizardText }) {
  const { control, setValue, getValues, formState } = useFormContext();
  const classes = (useWatch({ control, name: def.name }) as GoodsClass[] | undefined) ?? [];
  const locale = useLocale();
  const rootId = idFor(def.name);
  const rootError = errorAt(formState.errors, def.name);
  const rootErrorText = rootError ? text.error(rootError) : undefined;
  const money = (amount: number) => formatMoney(amount, 'USD', locale);
  const fees = {
    surcharge: money(governmentFees.usa.trademarkFreeFormSurcharge.amount),
    perThousand: money(governmentFees.usa.trademarkFreeFormPerThousandCharacters.amount),
  };
  const intro = text.text('goodsUi.intro', fees);

  const current = () =>
    ((getValues(def.name) as GoodsClass[] | undefined) ?? []).map((c) => ({
      ...c,
      entries: [...(c.entries ?? [])],
    }));
  const write = (next: GoodsClass[]) =>
    setValue(def.name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const change = (index: number, patch: (c: GoodsClass) => GoodsClass) =>
    write(current().map((c, i) => (i === index ? patch(c) : c)));

  return (
    <div
      role="group"
      aria-labelledby={`${rootId}-title`}
      aria-describedby={describedBy(rootId, { hint: intro, error: rootErrorText })}
      className="flex flex-col gap-4"
    >
      <h2 id={`${rootId}-title`} className="text-ink text-lg font-semibold">
        {text.label(def.name)}
      </h2>
      <FieldHint id={rootId} text={intro} />
      {classes.map((goodsClass, index) => (
        <ClassCard
          key={index}
          path={`${def.name}.${index}`}
          index={index}
          value={goodsClass}
          text={text}
          fees={fees}
          removable={classes.length > 1}
          onChange={(patch) => change(index, patch)}
          onRemove={() => {
            write(current().filter((_, i) => i !== index));
            // The focus would be lost with the removed card: it goes to the add button.
            requestAnimationFrame(() => document.getElementById(`${rootId}-add`)?.focus());
          }}
        />
      ))}
      {classes.length < MAX_GOODS_CLASSES ? (
        <Button
          id={`${rootId}-add`}
          variant="outline"
          className="self-start"
          onClick={() => {
            write([...current(), emptyGoodsClass()]);
            requestAnimationFrame(() =>
              document.getElementById(idFor(`${def.name}.${classes.length}.classNumber`))?.focus(),
            );
          }}
        >
          {text.text('goodsUi.addClass')}
        </Button>
      ) : null}
      <FieldError id={rootId} message={rootErrorText} alert />
    </div>
  );
}

function ClassCard({
  path,
  index,
  value,
  text,
  fees,
  removable,
  onChange,
  onRemove,
}: {
  path: string;
  index: number;
  value: GoodsClass;
  text: WizardText;
  fees: { surcharge: string; perThousand: string };
  removable: boolean;
  onChange: (patch: (c: GoodsClass) => GoodsClass) => void;
  onRemove: () => void;
}) {
  const { formState } = useFormContext();
  const error = (part: string) => {
    const found = errorAt(formState.errors, `${path}.${part}`);
    return found ? text.error(found) : undefined;
  };
  const classNumber = value.classNumber ?? '';
  const curated = classNumber !== '' && entriesOf(classNumber).length > 0;
  const source = curated ? value.source : 'freeForm';
  const title = text.text('goodsUi.classLegend', { n: index + 1 });
  const sourceId = idFor(`${path}.source`);

  return (
    <fieldset
      className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4"
      data-testid={`goods-class-${index}`}
    >
      <legend className="text-ink px-1 font-semibold">{title}</legend>
      <Field
        id={idFor(`${path}.classNumber`)}
        label={text.text('goodsUi.classNumber')}
        error={error('classNumber')}
      >
        {(control) => (
          <Select
            {...control}
            value={classNumber}
            onChange={(event) => {
              const next = event.target.value;
              // A new class keeps nothing of the old one's entries; one without ready entries is free-form.
              onChange((c) => ({
                ...c,
                classNumber: next,
                entries: [],
                source: entriesOf(next).length > 0 ? c.source : 'freeForm',
              }));
            }}
          >
            <option value="">{text.t('Wizard.choose')}</option>
            {NICE_CLASSES.map((n) => (
              <option key={n} value={n}>
                {text.text(`classNames.${n}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>

      {classNumber === '' ? null : curated ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-ink font-medium">{text.text('goodsUi.sourceLegend')}</legend>
          <div className="flex flex-wrap gap-3">
            {(['idManual', 'freeForm'] as const).map((option, i) => (
              <label
                key={option}
                className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2"
              >
                <input
                  type="radio"
                  name={sourceId}
                  id={i === 0 ? sourceId : undefined}
                  className="accent-brand-700"
                  checked={source === option}
                  onChange={() => onChange((c) => ({ ...c, source: option }))}
                />
                <span>
                  {text.text(
                    option === 'idManual' ? 'goodsUi.sourceIdManual' : 'goodsUi.sourceFreeForm',
                    fees,
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-muted text-sm">{text.text('goodsUi.noEntries', { n: classNumber })}</p>
      )}

      {classNumber !== '' && source === 'idManual' ? (
        <IdManualEntries
          path={path}
          value={value}
          text={text}
          onChange={onChange}
          entriesError={error('entries')}
        />
      ) : null}

      {classNumber !== '' && source === 'freeForm' ? (
        <Field
          id={idFor(`${path}.description`)}
          label={text.text('goodsUi.freeFormLabel')}
          hint={text.text('goodsUi.freeFormHint', fees)}
          note={text.text('goodsUi.freeFormCount', {
            count: (value.description ?? '').trim().length,
            groups: extraCharacterGroups(value.description ?? ''),
          })}
          error={error('description')}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              lang="en"
              value={value.description ?? ''}
              onChange={(event) => onChange((c) => ({ ...c, description: event.target.value }))}
            />
          )}
        </Field>
      ) : null}

      {removable ? (
        <Button variant="danger" size="sm" className="self-start" onClick={onRemove}>
          {text.text('goodsUi.removeClass', { n: index + 1 })}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The entries chosen for a class, each completed where it has a `{…}` part, and the search to add more. */
function IdManualEntries({
  path,
  value,
  text,
  onChange,
  entriesError,
}: {
  path: string;
  value: GoodsClass;
  text: WizardText;
  onChange: (patch: (c: GoodsClass) => GoodsClass) => void;
  entriesError?: string;
}) {
  const { formState } = useFormContext();
  const [query, setQuery] = useState('');
  const chosen = value.entries ?? [];
  const chosenTerms = new Set(chosen.map((e) => e.term));
  const matches = searchEntries(value.classNumber, query).filter((term) => !chosenTerms.has(term));
  const searchId = idFor(`${path}.search`);
  const entriesId = idFor(`${path}.entries`);

  return (
    <div className="flex flex-col gap-4">
      {chosen.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-ink font-medium">{text.text('goodsUi.chosenHeading')}</h3>
          <ul className="flex flex-col gap-3">
            {chosen.map((entry, i) => {
              const parts = placeholdersOf(entry.term);
              return (
                <li
                  key={entry.term}
                  className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p lang="en" className="text-ink">
                      {entry.term}
                    </p>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={text.text('goodsUi.removeEntry', { entry: entry.term })}
                      onClick={() =>
                        onChange((c) => ({
                          ...c,
                          entries: c.entries.filter((e) => e.term !== entry.term),
                        }))
                      }
                    >
                      {text.text('goodsUi.remove')}
                    </Button>
                  </div>
                  {parts.map((part, j) => {
                    const fillPath = `${path}.entries.${i}.fills.${j}`;
                    const found = errorAt(formState.errors, fillPath);
                    return (
                      <Field
                        key={j}
                        id={idFor(fillPath)}
                        label={text.text('goodsUi.fillLabel', { hint: part.slice(1, -1) })}
                        error={found ? text.error(found) : undefined}
                      >
                        {(control) => (
                          <Input
                            {...control}
                            lang="en"
                            value={entry.fills?.[j] ?? ''}
                            onChange={(event) =>
                              onChange((c) => ({
                                ...c,
                                entries: c.entries.map((e) => {
                                  if (e.term !== entry.term) return e;
                                  const fills = [...(e.fills ?? [])];
                                  fills[j] = event.target.value;
                                  return { ...e, fills };
                                }),
                              }))
                            }
                          />
                        )}
                      </Field>
                    );
                  })}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {chosen.length < MAX_ENTRIES_PER_CLASS ? (
        <div className="flex flex-col gap-2">
          <Field
            id={searchId}
            label={text.text('goodsUi.searchLabel', { n: value.classNumber })}
            hint={text.text('goodsUi.searchHint')}
          >
            {(control) => (
              <Input
                {...control}
                type="search"
                autoComplete="off"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                // Enter in the search box finds; it does not submit the step.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
            )}
          </Field>
          <p role="status" className="text-muted text-sm">
            {matches.length === 0
              ? text.text('goodsUi.noResults')
              : text.text('goodsUi.results', { count: matches.length })}
          </p>
          {matches.length > 0 ? (
            <ul
              className="flex flex-col gap-2"
              aria-label={text.text('goodsUi.resultsLabel', { n: value.classNumber })}
            >
              {matches.slice(0, SHOWN_RESULTS).map((term) => (
                <li
                  key={term}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2"
                >
                  <span lang="en">{term}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={text.text('goodsUi.addEntry', { entry: term })}
                    onClick={() =>
                      onChange((c) => ({
                        ...c,
                        entries: [
                          ...(c.entries ?? []),
                          { term, fills: placeholdersOf(term).map(() => '') },
                        ],
                      }))
                    }
                  >
                    {text.text('goodsUi.add')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {matches.length > SHOWN_RESULTS ? (
            <p className="text-muted text-sm">
              {text.text('goodsUi.moreResults', { count: matches.length - SHOWN_RESULTS })}
            </p>
          ) : null}
        </div>
      ) : null}
      <FieldError id={entriesId} message={entriesError} alert />
    </div>
  );
}
