import { quote } from '@/lib/catalogue/quote';
import { canadaTrademark } from '@/lib/wizards/definitions/canada/trademark';
import { ghanaTrademark } from '@/lib/wizards/definitions/ghana/trademark';
import { nigeriaTrademark } from '@/lib/wizards/definitions/nigeria/trademark';
import { southAfricaTrademark } from '@/lib/wizards/definitions/south-africa/trademark';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { validateStep, type DraftData, type WizardDefinition } from '@/lib/wizards/steps';
import {
  canadaTrademarkValid,
  ghanaTrademarkValid,
  nigeriaTrademarkValid,
  southAfricaTrademarkValid,
} from '../../fixtures/applications';

/** YYYY-MM-DD, `months` before today (UTC). */
function monthsAgo(months: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const oneClass = (d: DraftData) => ({ ...d, terms: ['35:advertising'], otherTerms: [] });
const withPriority = (d: DraftData) => ({
  ...d,
  priorityClaim: 'yes',
  priorityCountry: 'GB',
  priorityDate: monthsAgo(2),
  priorityNumber: 'UK00004123456',
});

const cases: [string, WizardDefinition, DraftData][] = [
  ['Nigeria', nigeriaTrademark, nigeriaTrademarkValid as DraftData],
  ['Ghana', ghanaTrademark, ghanaTrademarkValid as DraftData],
  ['South Africa', southAfricaTrademark, southAfricaTrademarkValid as DraftData],
  ['Canada', canadaTrademark, canadaTrademarkValid as DraftData],
];

describe('national trade marks: pricing from the answers (Standard package)', () => {
  it('Canada: CIPO $347.35 with one class, $105.26 each further; our search $99 a class [S392]', () => {
    const one = quoteForDraft(canadaTrademark, oneClass(canadaTrademarkValid as DraftData))!;
    expect(one.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['trademarkFirstClass', 34_735],
    ]);
    expect(one.serviceFeeLines).toEqual([
      { label: 'package', amount: 39_900 },
      { label: 'clearanceSearch', amount: 9_900, values: { count: 1 } },
    ]);
    expect(one.total).toBe(84_535);

    const three = quoteForDraft(canadaTrademark, canadaTrademarkValid as DraftData)!;
    expect(three.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['trademarkFirstClass', 34_735],
      ['trademarkAdditionalClasses', 21_052],
    ]);
    expect(three.governmentFee).toBe(55_787);
    expect(three.serviceFee).toBe(69_600);
    expect(three.total).toBe(125_387);
  });

  it('South Africa: one TM1 at R590 for each class [S390]; our search R450 a class', () => {
    const one = quoteForDraft(
      southAfricaTrademark,
      oneClass(southAfricaTrademarkValid as DraftData),
    )!;
    expect(one.governmentFee).toBe(59_000);
    expect(one.total).toBe(250_000 + 45_000 + 59_000);
    const three = quoteForDraft(southAfricaTrademark, southAfricaTrademarkValid as DraftData)!;
    expect(three.governmentFeeLines).toEqual([
      expect.objectContaining({
        label: 'trademarkClassApplications',
        amount: 177_000,
        source: 'S390',
      }),
    ]);
    expect(three.total).toBe(250_000 + 135_000 + 177_000);
  });

  it('Nigeria and Ghana: the registry fee at cost (unconfirmed); our search per class', () => {
    const ng = quoteForDraft(nigeriaTrademark, nigeriaTrademarkValid as DraftData)!;
    expect(ng.governmentFeeBasis).toBe('atCost');
    expect(ng.governmentFee).toBe(0);
    expect(ng.total).toBe(13_000_000 + 3 * 1_500_000);
    expect(
      quoteForDraft(nigeriaTrademark, oneClass(nigeriaTrademarkValid as DraftData))!.total,
    ).toBe(13_000_000 + 1_500_000);
    const gh = quoteForDraft(ghanaTrademark, ghanaTrademarkValid as DraftData)!;
    expect(gh.governmentFeeBasis).toBe('atCost');
    expect(gh.total).toBe(200_000 + 3 * 25_000);
  });

  it.each(cases)('%s: a priority claim changes nothing in the price', (_name, wizard, data) => {
    expect(quoteForDraft(wizard, withPriority(data))!.total).toBe(
      quoteForDraft(wizard, data)!.total,
    );
  });

  it('the catalogue without answers prices one class', () => {
    expect(quote('canada', 'trademark', 'basic').total).toBe(24_900 + 9_900 + 34_735);
  });
});

describe.each(cases)('%s trade mark: the rules', (_name, wizard, valid) => {
  const step = (id: string) => wizard.steps.find((s) => s.id === id)!;
  function issues(stepId: string, data: DraftData): string[] {
    const result = validateStep(step(stepId), data);
    return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
  }

  it('accepts the valid application at every step', () => {
    for (const s of wizard.steps) expect([s.id, issues(s.id, valid)]).toEqual([s.id, []]);
  });

  it('needs at least one class', () => {
    expect(issues('classes', { ...valid, terms: [], otherTerms: [] })).toEqual([
      'terms: termsRequired',
    ]);
  });

  it('takes a priority claim within 6 months of the earlier filing, not older', () => {
    expect(issues('details', withPriority(valid))).toEqual([]);
    expect(issues('details', { ...withPriority(valid), priorityDate: monthsAgo(7) })).toEqual([
      'priorityDate: priorityTooOld',
    ]);
    expect(issues('details', { ...withPriority(valid), priorityNumber: '' })).toEqual([
      'priorityNumber: required',
    ]);
  });

  it('needs the image of a figurative mark', () => {
    expect(issues('mark', { ...valid, markType: 'figurative' })).toEqual([
      'markImage: fileRequired',
    ]);
  });
});
