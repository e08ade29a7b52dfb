import { quoteForDraft } from '@/lib/wizards/pricing';
import {
  trademarkClasses,
  ukTrademark,
  withinPriorityPeriod,
} from '@/lib/wizards/definitions/uk/trademark';
import {
  classOfTerm,
  isTrademarkTerm,
  TRADEMARK_TERMS,
} from '@/lib/wizards/definitions/uk/trademark-terms';
import { validateStep, type DraftData } from '@/lib/wizards/steps';
import { ukTrademarkValid } from '../../fixtures/applications';

const step = (id: string) => ukTrademark.steps.find((s) => s.id === id)!;

function issues(stepId: string, change: (data: DraftData) => void): string[] {
  const data = structuredClone(ukTrademarkValid) as DraftData;
  change(data);
  const result = validateStep(step(stepId), data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('UK trade mark owner', () => {
  it('needs a UK address for service when the owner lives abroad', () => {
    expect(issues('owner', (d) => (d.addressForService = {}))).toEqual([
      'addressForService.street: required',
      'addressForService.city: required',
      'addressForService.postcode: required',
    ]);
    expect(
      issues(
        'owner',
        (d) =>
          (d.addressForService = { street: '1 Rue de Rivoli', city: 'Paris', postcode: '75001' }),
      ),
    ).toEqual(['addressForService.postcode: ukPostcode']);
  });

  it('needs none for an owner in the UK', () => {
    expect(
      issues('owner', (d) => {
        d.ownerAddress = {
          street: '10 Fleet Street',
          city: 'London',
          region: '',
          postalCode: 'EC4Y 1AA',
          country: 'GB',
        };
        d.addressForService = {};
      }),
    ).toEqual([]);
  });
});

describe('UK trade mark: the mark', () => {
  it('needs the words of a word mark and the image of a figurative one', () => {
    expect(issues('mark', (d) => (d.markText = ''))).toEqual(['markText: required']);
    expect(issues('mark', (d) => (d.markType = 'figurative'))).toEqual(['markImage: fileRequired']);
    expect(
      issues('mark', (d) => {
        d.markType = 'figurative';
        d.markImage = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b.png';
      }),
    ).toEqual([]);
  });
});

describe('UK trade mark classes and fee', () => {
  it('offers terms from the common classes, each in its class', () => {
    expect(TRADEMARK_TERMS.length).toBeGreaterThan(100);
    expect(TRADEMARK_TERMS.find((t) => t.value === '25:clothing')!.label).toBe('25 · Clothing');
    expect(classOfTerm('42:software-as-a-service-saas')).toBe(42);
    expect(isTrademarkTerm('25:clothing')).toBe(true);
    expect(isTrademarkTerm('25:spaceships')).toBe(false);
    // Nice 13th edition (2026): sunglasses are no longer in class 9.
    expect(
      TRADEMARK_TERMS.some(
        (t) => /sunglasses|spectacles/i.test(t.label) && classOfTerm(t.value) === 9,
      ),
    ).toBe(false);
  });

  it('counts the classes of the listed terms and of the terms written out, each class once', () => {
    expect(
      trademarkClasses({
        terms: ['25:clothing', '25:footwear', '35:advertising'],
        otherTerms: [
          { niceClass: '9', description: 'Smart rings' },
          { niceClass: '35', description: 'x' },
        ],
      }),
    ).toEqual([9, 25, 35]);
  });

  it('prices three classes at £205 + 2 × £60 = £325 from the UKIPO', () => {
    const quote = quoteForDraft(ukTrademark, ukTrademarkValid as DraftData)!;
    expect(quote.governmentFee).toBe(32_500);
    expect(quote.serviceFee).toBe(29_900);
    expect(quote.total).toBe(62_400);
  });

  it('needs at least one good or service', () => {
    expect(
      issues('classes', (d) => {
        d.terms = [];
        d.otherTerms = [];
      }),
    ).toEqual(['terms: termsRequired']);
    expect(
      issues('classes', (d) => {
        d.terms = ['25:spaceships'];
        d.otherTerms = [];
      }),
    ).toEqual(['terms.0: invalid', 'terms: termsRequired']);
  });
});

describe('UK trade mark priority', () => {
  it('accepts an earlier filing up to 6 months back, not a day more', () => {
    const today = new Date(Date.UTC(2026, 10, 26));
    expect(withinPriorityPeriod('2026-05-26', today)).toBe(true);
    expect(withinPriorityPeriod('2026-05-25', today)).toBe(false);
  });

  it('needs the country, date and number of the earlier filing when priority is claimed', () => {
    expect(issues('details', (d) => (d.priorityClaim = 'yes'))).toEqual([
      'priorityCountry: chooseAnswer',
      'priorityNumber: required',
      'priorityDate: required',
    ]);
    expect(
      issues('details', (d) => {
        d.priorityClaim = 'yes';
        d.priorityCountry = 'NG';
        d.priorityNumber = 'NG/TM/2024/1234';
        d.priorityDate = '2020-01-01';
      }),
    ).toEqual(['priorityDate: priorityTooOld']);
  });

  it('needs the declaration of use or intended use', () => {
    expect(issues('details', (d) => (d.intentToUse = false))).toEqual(['intentToUse: mustAccept']);
  });
});
