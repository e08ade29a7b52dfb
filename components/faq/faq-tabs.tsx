'use client';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Category tabs over the FAQ, after the WAI-ARIA Authoring Practices' "tabs with automatic
 * activation": the first selected; arrow keys, Home and End move between the tabs and select;
 * Tab leaves the tab list for the panel. The panels arrive rendered by the server (each
 * category's FaqList), so the only code here is the selection.
 *
 * Written here rather than with Radix Tabs: on /faq, that library's hydration cost a phone
 * about 100 ms of blocking time (Lighthouse mobile, median of 5 runs: TBT 291 ms with it, 190 ms
 * with this; performance 94 → 96), for a pattern this small. content-pages.spec.ts tests the
 * keyboard.
 */
export function FaqTabs({
  tabs,
  panels,
  label,
}: {
  tabs: Array<{ id: string; title: string }>;
  /** One per tab, in the same order. */
  panels: ReactNode[];
  label: string;
}) {
  const [selected, setSelected] = useState(0);
  const prefix = useId();
  const tabId = (i: number) => `${prefix}-tab-${tabs[i]!.id}`;
  const panelId = (i: number) => `${prefix}-panel-${tabs[i]!.id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-6 flex flex-wrap gap-2">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-controls={panelId(i)}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
            className="aria-selected:border-brand-700 aria-selected:bg-brand-700 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-selected:text-white"
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          tabIndex={0}
          hidden={i !== selected}
        >
          {/* Only the selected list is in the document: the others wait in the page's RSC payload,
              so the first paint and the hydration carry one category, not all of them. */}
          {i === selected ? panels[i] : null}
        </div>
      ))}
    </div>
  );
}
