'use client';

import { useEffect } from 'react';

/**
 * With JavaScript, the entity list offers only the types of entity of the chosen jurisdiction
 * (without it every type shows and the server names a wrong pair next to the field). It draws
 * nothing: it only hides the options of the server-rendered <select>, so the form stays one GET.
 */
export function EntityFilter({
  jurisdictionId,
  entityId,
  entitiesByJurisdiction,
}: {
  jurisdictionId: string;
  entityId: string;
  entitiesByJurisdiction: Readonly<Record<string, readonly string[]>>;
}) {
  useEffect(() => {
    const jurisdiction = document.getElementById(jurisdictionId);
    const entity = document.getElementById(entityId);
    if (!(jurisdiction instanceof HTMLSelectElement) || !(entity instanceof HTMLSelectElement))
      return;
    const filter = () => {
      const allowed = entitiesByJurisdiction[jurisdiction.value];
      for (const option of Array.from(entity.options)) {
        // The empty "Choose…" option stays; with no jurisdiction chosen, every type does.
        const shown = !option.value || !allowed || allowed.includes(option.value);
        option.hidden = !shown;
        option.disabled = !shown;
      }
      if (allowed && !allowed.includes(entity.value))
        entity.value = allowed.length === 1 ? allowed[0]! : '';
    };
    filter();
    jurisdiction.addEventListener('change', filter);
    return () => jurisdiction.removeEventListener('change', filter);
  }, [jurisdictionId, entityId, entitiesByJurisdiction]);
  return null;
}
