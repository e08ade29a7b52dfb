import { createTranslator } from 'next-intl';
import { wizardText } from '@/components/wizards/wizard-text';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { PHONE_EXAMPLES } from '@/lib/validation/phone';
import { flowIds, type FlowId } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import {
  isShown,
  validateStep,
  type DraftData,
  type FieldDef,
  type ScalarField,
  type StepDef,
} from '@/lib/wizards/steps';
import { upload, validApplications } from '../../fixtures/applications';

/** Texts of the forms (issue 28, item 8): what each field says, in English and French. */

const MESSAGES = { en, fr } as const;
const textOf = (flow: FlowId, locale: 'en' | 'fr') =>
  wizardText(
    createTranslator({ locale, messages: MESSAGES[locale] }) as never,
    locale,
    WIZARDS[flow],
  );
const fixture = (flow: FlowId) => structuredClone(validApplications[flow]) as DraftData;

const scalars = (fields: readonly FieldDef[]) =>
  fields.filter(
    (f): f is ScalarField => !['group', 'list', 'address', 'search', 'usptoGoods'].includes(f.kind),
  );

/** Every scalar field of every step that the fixture shows: `[flow, step, group?, field]`. */
function shownFields(kinds: readonly string[]) {
  const out: { flow: FlowId; step: StepDef; group?: string; field: ScalarField }[] = [];
  for (const flow of flowIds) {
    const data = fixture(flow);
    for (const step of WIZARDS[flow].steps)
      for (const field of step.fields) {
        if (field.kind === 'group') {
          const item = (data[field.name] as DraftData[] | undefined)?.[0];
          if (!item) continue;
          for (const inner of scalars(field.fields))
            if (kinds.includes(inner.kind) && isShown(inner, item, scalars(field.fields), data))
              out.push({ flow, step, group: field.name, field: inner });
        } else if (
          kinds.includes(field.kind) &&
          isShown(field as ScalarField, data, scalars(step.fields), data)
        )
          out.push({ flow, step, field: field as ScalarField });
      }
  }
  return out;
}

/** The issues of the step once `value` is put in the field (in a group, its first item). */
function issuesWith(
  flow: FlowId,
  step: StepDef,
  group: string | undefined,
  name: string,
  value: unknown,
) {
  const data = fixture(flow);
  if (group) (data[group] as DraftData[])[0]![name] = value;
  else data[name] = value;
  const result = validateStep(step, data);
  const path = group ? `${group}.0.${name}` : name;
  return result.ok ? [] : result.issues.filter((i) => i.path.join('.') === path);
}

describe('the phone example follows the field’s country', () => {
  const phones = shownFields(['phone']);

  it('finds the phone fields of every country', () => {
    const countries = new Set(
      phones.map(({ flow, field }) => field.country ?? WIZARDS[flow].country),
    );
    expect([...countries].sort()).toEqual(['CA', 'GB', 'GH', 'NG', 'US', 'ZA']);
  });

  it.each(
    phones.map((p) => [`${p.flow} ${p.group ? `${p.group}.` : ''}${p.field.name}`, p] as const),
  )(
    '%s: a wrong number is answered with an example of its own country, in both languages',
    (_name, { flow, step, group, field }) => {
      const country = (field.country ?? WIZARDS[flow].country) as keyof typeof PHONE_EXAMPLES;
      const [issue] = issuesWith(flow, step, group, field.name, '12');
      expect(issue?.key).toBe('phone');
      for (const locale of ['en', 'fr'] as const) {
        const message = textOf(flow, locale).error(issue!);
        const { local, international } = PHONE_EXAMPLES[country];
        // Its own plan's examples, and no other country's.
        expect(message).toContain(local);
        expect(message).toContain(international);
        for (const other of Object.values(PHONE_EXAMPLES))
          if (other.international !== international)
            expect(message).not.toContain(other.international);
      }
    },
  );

  it('a UK number is asked like a UK number', () => {
    const step = WIZARDS['uk-company'].steps.find((s) => s.id === 'package')!;
    const [issue] = issuesWith('uk-company', step, undefined, 'submitterPhone', '0803');
    expect(textOf('uk-company', 'en').error(issue!)).toBe(
      'Enter a valid phone number for this country, e.g. 07911 123456 or +44 7911 123456.',
    );
  });
});

describe('an unanswered choice says “Choose an answer”', () => {
  const choices = shownFields(['select', 'radio']);

  it.each(
    choices.map((c) => [`${c.flow} ${c.group ? `${c.group}.` : ''}${c.field.name}`, c] as const),
  )('%s', (_name, { flow, step, group, field }) => {
    for (const empty of ['', undefined]) {
      const issues = issuesWith(flow, step, group, field.name, empty);
      // Some choices may be left out (an optional country); one that is asked says so.
      for (const issue of issues) {
        expect(textOf(flow, 'en').error(issue)).toBe('Choose an answer');
        expect(textOf(flow, 'fr').error(issue)).toBe('Choisissez une réponse');
      }
    }
  });

  it('says it for the B-BBEE ownership, which said “This answer is not valid.”', () => {
    const step = WIZARDS['south-africa-company'].steps.find((s) => s.id === 'services')!;
    const issues = issuesWith('south-africa-company', step, undefined, 'blackOwnership', '');
    expect(issues.map((i) => textOf('south-africa-company', 'en').error(i))).toEqual([
      'Choose an answer',
    ]);
  });

  it("says it for an address's state left unchosen", () => {
    const step = WIZARDS['nigeria-company'].steps.find((s) => s.id === 'registration')!;
    const data = fixture('nigeria-company');
    (data.registeredOffice as DraftData).state = '';
    const result = validateStep(step, data);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: ['registeredOffice', 'state'], key: 'chooseAnswer' },
    ]);
  });
});

describe('a date of birth is explained for the person it belongs to', () => {
  const births = shownFields(['date']).filter(
    (d) => d.field.name === 'dateOfBirth' && d.group && !/director/i.test(d.group),
  );

  it.each(births.map((b) => [`${b.flow} ${b.group}`, b] as const))(
    '%s: the hint does not speak of directors',
    (_name, { flow, group }) => {
      expect(textOf(flow, 'en').help('dateOfBirth', group) ?? '').not.toMatch(/director/i);
      // A trustee is an "administrateur (trustee)" in French; a director is one without the word.
      expect(textOf(flow, 'fr').help('dateOfBirth', group) ?? '').not.toMatch(
        /administrat(eur|rice)s?(?! \(trustee\))/i,
      );
    },
  );

  it('covers the Canadian individuals with significant control', () => {
    expect(births.map((b) => `${b.flow} ${b.group}`)).toContain('canada-company isc');
    expect(textOf('canada-company', 'en').help('dateOfBirth', 'isc')).toContain(
      'individuals with significant control',
    );
  });
});

describe('the image of a trade mark', () => {
  it.each([
    ['usa-trademark', 'design'],
    ['uk-trademark', 'figurative'],
  ] as const)('%s: takes a JPEG or PNG only, and its hints agree', (flow, markType) => {
    const step = WIZARDS[flow].steps.find((s) => s.id === 'mark')!;
    const field = step.fields.find((f) => f.name === 'markImage') as ScalarField;
    // The file input offers images only, and says so once: JPEG or PNG.
    expect(field.accept).toBe('image');
    for (const locale of ['en', 'fr'] as const) {
      const text = textOf(flow, locale);
      expect(text.help('markImage') ?? '').not.toMatch(/PDF|JPE?G|PNG/);
      expect((text.t as unknown as (key: string) => string)('Wizard.photoHint')).not.toMatch(/PDF/);
    }
    // A PDF sent anyway is refused by the server, with a message about the image.
    const data = {
      ...fixture(flow),
      markType,
      markImage: upload(70, 'pdf'),
      markDescription: 'A green leaf above the word ADAEZE.',
      colorClaim: 'no',
    };
    const result = validateStep(step, data);
    const issues = result.ok ? [] : result.issues.filter((i) => i.path[0] === 'markImage');
    expect(issues).toHaveLength(1);
    expect(textOf(flow, 'en').error(issues[0]!)).toMatch(/JPEG or PNG/);
    expect(validateStep(step, { ...data, markImage: upload(70, 'png') }).ok).toBe(true);
  });
});
