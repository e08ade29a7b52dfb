'use client';

import { useState } from 'react';
import { Input } from '@/components/ui/input';

/**
 * Filters the server-rendered help list (`[data-help-item]` inside #targetId) as the visitor
 * types; the list itself stays plain HTML, so without JavaScript every question is shown.
 */
export function HelpSearch({
  targetId,
  label,
  placeholder,
  noResults,
  resultsLabel,
}: {
  targetId: string;
  label: string;
  placeholder: string;
  noResults: string;
  /** e.g. { one: '{count} question matches', other: '{count} questions match' }. */
  resultsLabel: { one: string; other: string };
}) {
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<number | null>(null);

  function filter(value: string) {
    setQuery(value);
    const root = document.getElementById(targetId);
    if (!root) return;
    const words = value.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const item of root.querySelectorAll<HTMLElement>('[data-help-item]')) {
      const text = (item.textContent ?? '').toLocaleLowerCase();
      const match = words.every((word) => text.includes(word));
      item.hidden = !match;
      if (match) shown += 1;
    }
    for (const group of root.querySelectorAll<HTMLElement>('[data-help-group]')) {
      group.hidden = !group.querySelector('[data-help-item]:not([hidden])');
    }
    setCount(words.length ? shown : null);
  }

  return (
    <div className="mt-8">
      <label htmlFor="help-search" className="block font-semibold">
        {label}
      </label>
      <Input
        id="help-search"
        type="search"
        value={query}
        onChange={(event) => filter(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        size="lg"
        className="mt-2"
        aria-describedby="help-search-status"
      />
      <p id="help-search-status" role="status" className="text-muted mt-2 min-h-6 text-sm">
        {count === null
          ? ''
          : count === 0
            ? noResults
            : (new Intl.PluralRules(document.documentElement.lang).select(count) === 'one'
                ? resultsLabel.one
                : resultsLabel.other
              ).replace('{count}', String(count))}
      </p>
    </div>
  );
}
