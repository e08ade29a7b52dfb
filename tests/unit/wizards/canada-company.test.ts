import { quoteForDraft } from '@/lib/wizards/pricing';
import {
  canadaCompany,
  hasLegalElement,
  residentDirectorsRequired,
} from '@/lib/wizards/definitions/canada/company';
import { validateApplication, validateStep, type DraftData } from '@/lib/wizards/steps';
import { canadaCompanyValid, canadaOntarioDraft } from '../../fixtures/applications';

const step = (id: string) => canadaCompany.steps.find((s) => s.id === id)!;

function issues(
  stepId: string,
  change: (data: DraftData) => void,
  base: DraftData = canadaCompanyValid as DraftData,
): string[] {
  const data = structuredClone(base);
  change(data);
  const result = validateStep(step(stepId), data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

const director = (residentCanadian: 'yes' | 'no', n: number) => ({
  fullName: `Director ${n}`,
  dateOfBirth: '1980-01-01',
  address: {
    street: '1 Main Street',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5X 1A9',
    country: 'CA',
  },
  residentCanadian,
});

describe('Canadian corporate names', () => {
  it.each([
    ['Maple Leaf Software Inc.', 'federal', true],
    ['Maple Leaf Software Ltée', 'ontario', true],
    ['Logiciels Érable Incorporée', 'federal', true],
    ['Maple Leaf Corp', 'ontario', true],
    ['Maple Leaf Software', 'federal', false],
    ['Maple Leaf LLC', 'ontario', false],
    ['Logiciels Érable S.A.R.F.', 'federal', true],
    ['Logiciels Érable S.A.R.F.', 'ontario', false],
  ] as const)('%s has a legal element for a %s corporation: %s', (name, regime, expected) => {
    expect(hasLegalElement(name, regime)).toBe(expected);
  });

  it('needs a name with its legal element only when the corporation is named', () => {
    expect(issues('name', (d) => (d.proposedName = 'Maple Leaf Software'))).toEqual([
      'proposedName: legalElement',
    ]);
    expect(issues('name', (d) => (d.proposedName = ''))).toEqual(['proposedName: required']);
    expect(
      issues('name', (d) => {
        d.nameType = 'numbered';
        d.proposedName = '';
      }),
    ).toEqual([]);
  });
});

describe('Canadian registered office', () => {
  it('refuses a PO box and a postal code outside the province', () => {
    expect(
      issues(
        'office',
        (d) =>
          (d.registeredOffice = {
            street: 'PO Box 99',
            city: 'Toronto',
            province: 'ON',
            postalCode: 'M5X 1A9',
          }),
      ),
    ).toEqual(['registeredOffice.street: poBox']);
    expect(
      issues(
        'office',
        (d) =>
          (d.registeredOffice = {
            street: '1 Main Street',
            city: 'Vancouver',
            province: 'BC',
            postalCode: 'M5X 1A9',
          }),
      ),
    ).toEqual(['registeredOffice.postalCode: caPostalCodeProvince']);
  });

  it('keeps an Ontario corporation’s office in Ontario; a federal one may be anywhere', () => {
    const vancouver = {
      street: '1 Main Street',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6B 1A1',
    };
    expect(issues('office', (d) => (d.registeredOffice = vancouver))).toEqual([]);
    expect(
      issues('office', (d) => {
        d.regime = 'ontario';
        d.registeredOffice = vancouver;
      }),
    ).toEqual(['registeredOffice.province: ontarioOffice']);
  });
});

describe('Canadian share classes', () => {
  it('needs at least one class with its rights, and the wording of custom transfer restrictions', () => {
    expect(issues('shares', (d) => (d.shareClasses = []))).toEqual(['shareClasses: required']);
    expect(issues('shares', (d) => ((d.shareClasses as DraftData[])[0]!.rights = ''))).toEqual([
      'shareClasses.0.rights: required',
    ]);
    expect(issues('shares', (d) => (d.transferRestrictions = 'custom'))).toEqual([
      'transferRestrictionsText: required',
    ]);
    expect(issues('shares', (d) => ((d.shareClasses as DraftData[])[0]!.maxShares = '0'))).toEqual([
      'shareClasses.0.maxShares: positive',
    ]);
  });

  it('takes a maximum number of shares typed with thousands separators, and refuses a decimal', () => {
    expect(
      issues('shares', (d) => ((d.shareClasses as DraftData[])[0]!.maxShares = '1,000,000')),
    ).toEqual([]);
    expect(
      issues('shares', (d) => ((d.shareClasses as DraftData[])[0]!.maxShares = '10.5')),
    ).not.toEqual([]);
  });
});

describe('Canadian directors', () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
  ])('a federal board of %d needs %d resident Canadians', (directors, required) => {
    expect(residentDirectorsRequired(directors, 'federal')).toBe(required);
  });

  it('asks nothing of an Ontario board', () => {
    expect(residentDirectorsRequired(5, 'ontario')).toBe(0);
  });

  it('refuses a federal board without enough resident Canadians, and accepts the same board in Ontario', () => {
    const board = (d: DraftData) =>
      (d.directors = [
        director('yes', 1),
        director('no', 2),
        director('no', 3),
        director('no', 4),
        director('no', 5),
      ]);
    expect(issues('directors', board)).toEqual(['directors: residentCanadians']);
    expect(
      issues('directors', (d) => {
        board(d);
        d.regime = 'ontario';
      }),
    ).toEqual([]);
  });

  it('keeps the board within the minimum and maximum of the articles', () => {
    expect(issues('directors', (d) => (d.minDirectors = '3'))).toEqual([
      'directors: directorsOutsideRange',
    ]);
    expect(
      issues('directors', (d) => {
        d.minDirectors = '5';
        d.maxDirectors = '2';
      }),
    ).toEqual(['maxDirectors: maxBelowMin']);
  });

  it('needs directors of 18 or over', () => {
    const year = new Date().getUTCFullYear();
    expect(
      issues(
        'directors',
        (d) => ((d.directors as DraftData[])[0]!.dateOfBirth = `${year - 17}-06-01`),
      ),
    ).toEqual(['directors.0.dateOfBirth: minAge18']);
  });
});

describe('Canadian individuals with significant control', () => {
  it('are required for a federal corporation, not for an Ontario one', () => {
    expect(issues('isc', (d) => (d.isc = []))).toEqual(['isc: iscRequired']);
    expect(
      issues('isc', (d) => {
        d.isc = [];
        d.regime = 'ontario';
      }),
    ).toEqual([]);
  });

  it('need a tax residence and how control is held', () => {
    expect(
      issues('isc', (d) => {
        const isc = (d.isc as DraftData[])[0]!;
        isc.taxResidence = '';
        isc.controlBasis = '';
      }),
    ).toEqual(['isc.0.taxResidence: chooseAnswer', 'isc.0.controlBasis: chooseAnswer']);
  });
});

describe('the Canadian quote', () => {
  it('prices a named federal corporation with the federal NUANS report, in Canadian dollars', () => {
    const quote = quoteForDraft(canadaCompany, canadaCompanyValid as DraftData)!;
    expect(quote.currency).toBe('CAD');
    expect(quote.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['nuansReport', 1_380],
      ['incorporation', 20_000],
    ]);
    expect(quote.serviceFee).toBe(39_900);
  });

  it('prices a numbered Ontario corporation at the Ontario fee alone', () => {
    const draft = canadaOntarioDraft() as DraftData;
    expect(validateApplication(canadaCompany, draft)).toMatchObject({ ok: true });
    expect(quoteForDraft(canadaCompany, draft)!.governmentFee).toBe(30_000);
  });
});
