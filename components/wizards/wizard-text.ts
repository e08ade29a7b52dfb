import { lookup, type Translate } from '@/lib/i18n/message';
import type { MessageRef } from '@/lib/validation/issues';
import type { WizardDefinition } from '@/lib/wizards/steps';

/** What the wizard's texts need of a translator: next-intl's `useTranslations()` or `getTranslations()`. */
export type { Translate } from '@/lib/i18n/message';

/**
 * Labels, help, options and errors of a wizard, for the browser (useWizardText) and the server
 * (the staff console's answers). Keys are built from the definition, so they are looked up with
 * `has` and fall back from the flow's section to the shared `Wizard` namespace.
 */
export function wizardText<T extends Translate>(
  t: T,
  locale: string,
  definition: Pick<WizardDefinition, 'namespace' | 'section'>,
) {
  const base = `${definition.namespace}.${definition.section}`;
  const pick = (keys: string[], values?: Record<string, string | number>) =>
    lookup(t, keys, values);
  /** A field's label; inside a group, the group's own wording first (`<section>.groups.<group>.fields.<name>`). */
  const label = (name: string, group?: string) =>
    pick([
      ...(group ? [`${base}.groups.${group}.fields.${name}`] : []),
      `${base}.fields.${name}`,
      `Wizard.fields.${name}`,
    ]) ?? name;
  return {
    t,
    label,
    help: (name: string, group?: string) =>
      pick([
        ...(group ? [`${base}.groups.${group}.help.${name}`] : []),
        `${base}.help.${name}`,
        `Wizard.help.${name}`,
      ]),
    option: (key: string, value: string) =>
      pick([`${base}.options.${key}.${value}`, `Wizard.options.${key}.${value}`]) ?? value,
    step: (stepId: string, part: 'title' | 'intro') =>
      pick([`${base}.steps.${stepId}.${part}`]) ?? (part === 'title' ? stepId : ''),
    text: (key: string, values?: Record<string, string | number>) =>
      pick([`${base}.${key}`, `Wizard.${key}`], values) ?? key,
    /**
     * What a submitted document answers, from its form field: `directors.1.passportPhoto` is
     * "Director 2 · Passport photograph", `constitutionFile` the field's label.
     */
    document: (field: string) => {
      const [group, index, name] = field.split('.');
      if (group && name && /^\d+$/.test(index ?? '')) {
        const item = pick([`${base}.groups.${group}.item`, `Wizard.groups.${group}.item`], {
          n: Number(index) + 1,
        });
        return item ? `${item} · ${label(name, group)}` : label(name, group);
      }
      return label(field.split('.').pop() ?? field);
    },
    /** How the answers' summary reads a checkbox and an upload. */
    yes: t('Wizard.yes' as never),
    no: t('Wizard.no' as never),
    fileAttached: t('Wizard.fileAttached' as never),
    error: ({ key, values }: MessageRef) => {
      const formatted = values
        ? Object.fromEntries(
            Object.entries(values).map(([k, v]) => [
              k,
              typeof v === 'number' ? v.toLocaleString(locale) : v,
            ]),
          )
        : undefined;
      // A flow's own messages first (`WizardUsa.trademark.errors.<key>`, then `WizardUk.errors.<key>`), then the shared ones.
      return (
        pick(
          [
            `${base}.errors.${key}`,
            `${definition.namespace}.errors.${key}`,
            `Wizard.errors.${key}`,
          ],
          formatted,
        ) ??
        pick(['Wizard.errors.invalid']) ??
        key
      );
    },
  };
}
