'use client';

import { useId, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SearchChoice, SearchField as SearchDef } from '@/lib/wizards/steps';
import type { WizardText } from '../use-wizard-text';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorAt, idFor } from './field-path';

/** Lower case without accents or punctuation, so "cafés" finds "Cafes" and "62.01" finds "6201". */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const MAX_RESULTS = 12;

/**
 * Several choices from a long list (SIC codes, trade mark terms): type two characters or more to
 * see matches, add one with its button, remove it from the chosen list. Every control is a plain
 * button or input, so it works the same with a keyboard, a screen reader or a finger.
 */
export function SearchField({ def, text }: { def: SearchDef; text: WizardText }) {
  const { control, setValue, getValues, formState } = useFormContext();
  const chosen = (useWatch({ control, name: def.name }) as string[] | undefined) ?? [];
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const rootId = idFor(def.name);
  const searchId = `${rootId}-search`;
  const resultsId = useId();

  const index = useMemo(
    () => def.choices.map((c) => ({ choice: c, words: fold(`${c.value} ${c.label}`) })),
    [def.choices],
  );
  const byValue = useMemo(() => new Map(def.choices.map((c) => [c.value, c])), [def.choices]);
  const terms = fold(query).split(' ').filter(Boolean);
  const searching = fold(query).replace(/ /g, '').length >= 2;
  const matches: SearchChoice[] = searching
    ? index
        .filter(
          ({ choice, words }) =>
            !chosen.includes(choice.value) && terms.every((t) => words.includes(t)),
        )
        .slice(0, MAX_RESULTS)
        .map(({ choice }) => choice)
    : [];
  const full = chosen.length >= def.max;

  const write = (values: string[]) =>
    setValue(def.name, values, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const add = (value: string) => {
    const current = (getValues(def.name) as string[] | undefined) ?? [];
    if (current.includes(value) || current.length >= def.max) return;
    write([...current, value]);
    setQuery('');
    input.current?.focus();
  };
  const remove = (value: string) =>
    write(((getValues(def.name) as string[] | undefined) ?? []).filter((v) => v !== value));

  const error = errorAt(formState.errors, def.name);
  const errorText = error ? text.error(error) : undefined;
  const help = text.help(def.name);
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={describedBy(rootId, { hint: help, error: errorText })}
    >
      <legend className="text-ink font-medium">{text.label(def.name)}</legend>
      <FieldHint id={rootId} text={help} />
      {chosen.length ? (
        <ul className="flex flex-col gap-2" aria-label={text.t('Wizard.search.chosen')}>
          {chosen.map((value) => {
            const label = byValue.get(value)?.label ?? value;
            return (
              <li
                key={value}
                className="border-brand-600 bg-brand-50 flex items-start justify-between gap-3 rounded-md border px-3 py-2"
              >
                <span className="text-ink">{label}</span>
                <Button variant="secondary" size="sm" onClick={() => remove(value)}>
                  {text.t('Wizard.remove')}
                  <span className="sr-only"> {label}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="text-muted text-sm" aria-live="polite">
        {full
          ? text.t('Wizard.search.full', { max: def.max })
          : text.t('Wizard.search.count', { count: chosen.length, max: def.max })}
      </p>
      {full ? null : (
        <div className="flex flex-col gap-2">
          <label htmlFor={searchId} className="text-ink font-medium">
            {text.t('Wizard.search.label')}
          </label>
          <Input
            ref={input}
            id={searchId}
            type="search"
            autoComplete="off"
            value={query}
            aria-controls={resultsId}
            aria-describedby={`${searchId}-status`}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the first match rather than submitting the step.
              if (event.key === 'Enter') {
                event.preventDefault();
                if (matches[0]) add(matches[0].value);
              }
            }}
          />
          <p id={`${searchId}-status`} className="text-muted text-sm" aria-live="polite">
            {!searching
              ? text.t('Wizard.search.typeMore')
              : matches.length === 0
                ? text.t('Wizard.search.noMatch', { query: query.trim() })
                : text.t('Wizard.search.matches', { count: matches.length })}
          </p>
          <ul id={resultsId} className="flex flex-col gap-1">
            {matches.map((choice) => (
              <li key={choice.value}>
                <button
                  type="button"
                  onClick={() => add(choice.value)}
                  className="hover:border-brand-700 hover:bg-brand-50 w-full rounded-md border border-slate-300 px-3 py-2 text-left"
                >
                  <span className="sr-only">{text.t('Wizard.search.add')} </span>
                  {choice.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FieldError id={rootId} message={errorText} alert />
    </fieldset>
  );
}
