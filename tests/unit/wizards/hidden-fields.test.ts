import { flowIds } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateApplication, validateStep, type DraftData } from '@/lib/wizards/steps';
import { validApplications } from '../../fixtures/applications';
import { casesOf, controllersOf } from '../../support/wizard-variants';

/**
 * "A field that is not shown never blocks" (issue 28), for every flow whose fields depend on an
 * answer: for each answer a condition reads and each value that answer can take, a complete
 * application is built with every field it hides filled with junk, and it must pass the
 * server's checks (validateApplication, what submission runs) with the junk left out of what
 * is stored.
 */

const at = (data: DraftData, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], data);

const flowsWithConditions = flowIds.filter((flow) => controllersOf(WIZARDS[flow]).length > 0);

describe('a field that is not shown never blocks, in every flow and for every answer that hides one', () => {
  it('tries each answer a condition reads with a value that shows its fields and one that hides them', () => {
    for (const flow of flowsWithConditions)
      for (const c of controllersOf(WIZARDS[flow]))
        expect([flow, c.cond.field, c.values.length >= 2]).toEqual([flow, c.cond.field, true]);
  });

  describe.each(flowsWithConditions)('%s', (flow) => {
    it.each(casesOf(flow).map((c) => [c.name, c] as const))(
      '%s: passes with junk in the hidden fields, which are not stored',
      (_name, c) => {
        const result = validateApplication(WIZARDS[flow], c.data);
        expect(result.ok ? [] : [result.stepId, result.issues]).toEqual([]);
        if (!result.ok) return;
        // Not stored: gone, or what the step's own rule puts there (an LLC run by its members has no managers).
        for (const path of c.hidden)
          expect([path, JSON.stringify(at(result.data, path)) ?? '']).not.toEqual([
            path,
            expect.stringContaining('junk'),
          ]);
        // The step alone, as the form and the step's save check it.
        expect(validateStep(c.step, c.data).ok).toBe(true);
      },
    );
  });
});

describe('Nigerian annual returns of a business name or incorporated trustees (issue 28)', () => {
  const definition = WIZARDS['nigeria-annual-returns'];
  const base = validApplications['nigeria-annual-returns'];
  it.each([
    ['businessName', 'BN 1234567'],
    ['trustees', 'IT 123456'],
  ])(
    'accepts a %s with the turnover band the form leaves empty, and stores no band',
    (entityType, cacNumber) => {
      const result = validateApplication(definition, {
        ...base,
        entityType,
        cacNumber,
        turnoverBand: '',
      });
      expect(result.ok).toBe(true);
      expect(result.ok && 'turnoverBand' in result.data).toBe(false);
    },
  );

  it('still asks a company for its turnover band', () => {
    const result = validateApplication(definition, { ...base, turnoverBand: '' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: ['turnoverBand'], key: 'chooseAnswer' },
    ]);
  });
});
