'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { conditionFields } from '@/lib/wizards/field-kinds';
import type { FieldDef, ScalarField as ScalarDef } from '@/lib/wizards/steps';
import { isShown, showIfChain } from '@/lib/wizards/visibility';
import { useWizard } from '../wizard-provider';

/**
 * True when the field is asked (lib/wizards/steps.ts isShown): its condition holds on the
 * sibling it names, and that sibling is asked too; a `root` condition reads the application's
 * answer (this form's, else the draft's from an earlier step).
 */
export function useVisible(
  def: Pick<ScalarDef, 'name' | 'showIf'>,
  prefix: string,
  siblings: readonly FieldDef[] = [],
): boolean {
  const { control } = useFormContext();
  const { draft } = useWizard();
  const scalars = conditionFields(siblings);
  const root = def.showIf?.root === true;
  const chain = root ? [def.showIf!.field] : showIfChain(def, scalars);
  const watched = useWatch({
    control,
    name: chain.length ? chain.map((n) => (root ? n : `${prefix}${n}`)) : ['__none__'],
  }) as unknown[];
  if (!def.showIf) return true;
  if (root) {
    const field = def.showIf.field;
    return isShown(def, {}, [], {
      [field]: watched[0] !== undefined ? watched[0] : draft.data[field],
    });
  }
  return isShown(def, Object.fromEntries(chain.map((n, i) => [n, watched[i]])), scalars);
}
