import { quote } from '@/lib/catalogue/quote';
import type { CompanyProfile } from '@/lib/compliance/model';
import {
  dayOfNextMonth,
  nigeriaAnnualPayeReturnDueDate,
  southAfricaEmp501DueDate,
  southAfricaTaxYearOf,
  nigeriaPayeRemittanceDueDate,
  pensionDeclarationDueDate,
  ukP60DueDate,
  ukPayePaymentDueDate,
  ukTaxYearOf,
} from '@/lib/compliance/rules/employers';
import { canadaRequiredRegistrations } from '@/lib/wizards/definitions/canada/employer-registration';
import { usRequiredRegistrations } from '@/lib/wizards/definitions/usa/employer-registration';
import { ghanaRequiredRegistrations } from '@/lib/wizards/definitions/ghana/employer-registration';
import { southAfricaRequiredRegistrations } from '@/lib/wizards/definitions/south-africa/employer-registration';
import { nigeriaRequiredRegistrations } from '@/lib/wizards/definitions/nigeria/employer-registration';
import { ukRequiredRegistrations } from '@/lib/wizards/definitions/uk/employer-registration';
import { quoteForDraft } from '@/lib/wizards/pricing';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateApplication, type DraftData } from '@/lib/wizards/steps';
import {
  canadaEmployerRegistrationValid,
  ghanaEmployerRegistrationValid,
  nigeriaEmployerRegistrationValid,
  southAfricaEmployerRegistrationValid,
  ukEmployerRegistrationValid,
  usaEmployerRegistrationValid,
} from '../../fixtures/applications';
import { dueDates, instancesOf } from '../compliance/helpers';

const ng = WIZARDS['nigeria-employer-registration'];
const uk = WIZARDS['uk-employer-registration'];
const gh = WIZARDS['ghana-employer-registration'];
const za = WIZARDS['south-africa-employer-registration'];

function issues(definition: typeof ng, data: DraftData): string[] {
  const result = validateApplication(definition, data);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}: ${i.key}`);
}

describe('Nigeria: which employer registrations the law requires', () => {
  it('requires PAYE and the NSITF of every employer [S432][S434]', () => {
    expect(nigeriaRequiredRegistrations(1, 0)).toEqual(['paye', 'nsitf']);
    expect(nigeriaRequiredRegistrations(2, 49_999_999)).toEqual(['paye', 'nsitf']);
  });

  it('adds the pension from 3 employees [S433]', () => {
    expect(nigeriaRequiredRegistrations(3, 0)).toEqual(['paye', 'pension', 'nsitf']);
    expect(nigeriaRequiredRegistrations(4, 0)).toEqual(['paye', 'pension', 'nsitf']);
  });

  it('adds the ITF from 5 employees, or from ₦50 million of turnover with fewer [S430]', () => {
    expect(nigeriaRequiredRegistrations(5, 0)).toEqual(['paye', 'pension', 'nsitf', 'itf']);
    expect(nigeriaRequiredRegistrations(1, 50_000_000)).toEqual(['paye', 'nsitf', 'itf']);
    expect(nigeriaRequiredRegistrations(4, 49_999_999)).not.toContain('itf');
  });

  it('accepts the full application', () => {
    expect(issues(ng, nigeriaEmployerRegistrationValid)).toEqual([]);
  });

  it('refuses to leave out a registration the head count makes compulsory', () => {
    const six = { ...nigeriaEmployerRegistrationValid, employees: '6' };
    expect(issues(ng, { ...six, itf: false })).toEqual(['itf: itfRequired']);
    expect(issues(ng, { ...six, pension: false })).toEqual(['pension: pensionRequired']);
    expect(issues(ng, { ...nigeriaEmployerRegistrationValid, paye: false })).toEqual([
      'paye: payeRequired',
    ]);
    // Fewer than 5 employees but a turnover of ₦50 million: the ITF all the same.
    expect(
      issues(ng, { ...nigeriaEmployerRegistrationValid, annualTurnover: '50,000,000', itf: false }),
    ).toEqual(['itf: itfRequired']);
  });

  it('lets a small employer leave out the ITF and the pension', () => {
    expect(
      issues(ng, {
        ...nigeriaEmployerRegistrationValid,
        pension: false,
        itf: false,
      }),
    ).toEqual([]);
  });

  it('is priced at our fee alone: no government line [S435]', () => {
    const q = quoteForDraft(ng, nigeriaEmployerRegistrationValid, undefined, '2026-11-28');
    expect(q?.total).toBe(90_000_00);
    expect(q?.governmentFee).toBe(0);
    expect(quote('nigeria', 'employerRegistration', 'basic').total).toBe(50_000_00);
    expect(quote('nigeria', 'employerRegistration', 'premium').total).toBe(150_000_00);
  });
});

describe('UK: which employer registrations the law requires', () => {
  it('requires the PAYE scheme of every employer, the declaration of an employer of staff [S440][S442]', () => {
    expect(ukRequiredRegistrations('employees')).toEqual(['payeScheme', 'pensionDeclaration']);
    expect(ukRequiredRegistrations('directorsOnly')).toEqual(['payeScheme']);
  });

  it('accepts the full application', () => {
    expect(issues(uk, ukEmployerRegistrationValid)).toEqual([]);
  });

  it('refuses to leave out the pension declaration with employees, not with directors alone', () => {
    expect(issues(uk, { ...ukEmployerRegistrationValid, pensionDeclaration: false })).toEqual([
      'pensionDeclaration: pensionDeclarationRequired',
    ]);
    expect(
      issues(uk, {
        ...ukEmployerRegistrationValid,
        staff: 'directorsOnly',
        pensionDeclaration: false,
      }),
    ).toEqual([]);
  });

  it('refuses a first payday before the first working day', () => {
    expect(issues(uk, { ...ukEmployerRegistrationValid, firstPayday: '2027-01-01' })).toEqual([
      'firstPayday: paydayBeforeStart',
    ]);
  });

  it('refuses a company number Companies House would not issue', () => {
    expect(issues(uk, { ...ukEmployerRegistrationValid, companyNumber: '123' })).toEqual([
      'companyNumber: ukCompanyNumber',
    ]);
  });

  it('is priced at our fee alone: no government line [S442][S443]', () => {
    const q = quoteForDraft(uk, ukEmployerRegistrationValid, undefined, '2026-11-28');
    expect(q?.total).toBe(99_00);
    expect(q?.governmentFee).toBe(0);
    expect(quote('uk', 'employerRegistration', 'premium').total).toBe(279_00);
  });
});

describe('Employer due dates', () => {
  it('Nigeria: PAYE by the 10th of the next month, Form H1 by 31 January [S431][S432]', () => {
    expect(nigeriaPayeRemittanceDueDate('2027-01-31')).toBe('2027-02-10');
    expect(nigeriaPayeRemittanceDueDate('2026-12-24')).toBe('2027-01-10');
    expect(nigeriaAnnualPayeReturnDueDate(2026)).toBe('2027-01-31');
  });

  it('UK: PAYE by the 22nd after the tax month (6th to 5th) ends [S440]', () => {
    // Paid 29 January 2027: tax month 6 January to 5 February, due 22 February.
    expect(ukPayePaymentDueDate('2027-01-29')).toBe('2027-02-22');
    // Paid 5 February: the same tax month.
    expect(ukPayePaymentDueDate('2027-02-05')).toBe('2027-02-22');
    // Paid 6 February: the next one.
    expect(ukPayePaymentDueDate('2027-02-06')).toBe('2027-03-22');
    expect(ukPayePaymentDueDate('2026-12-20')).toBe('2027-01-22');
  });

  it('UK: P60s by 31 May after the tax year ending 5 April [S441]', () => {
    expect(ukTaxYearOf('2027-01-29')).toBe(2026);
    expect(ukTaxYearOf('2027-04-06')).toBe(2027);
    expect(ukP60DueDate(2026)).toBe('2027-05-31');
  });

  it('UK: the pension declaration five months after the duties start date [S442]', () => {
    expect(pensionDeclarationDueDate('2027-01-04')).toBe('2027-06-04');
    expect(pensionDeclarationDueDate('2026-09-30')).toBe('2027-02-28');
  });
});

describe('Employer obligations join the calendar once the company is an employer', () => {
  const ngCompany: CompanyProfile = {
    jurisdiction: 'nigeria',
    entity: 'company',
    formed: '2025-03-10',
  };
  const ukCompany: CompanyProfile = { jurisdiction: 'uk', entity: 'company', formed: '2025-03-10' };
  const window = { from: '2027-01-01', to: '2027-06-30' };

  it('adds none to a company not recorded as an employer', () => {
    expect(instancesOf(ngCompany, 'ng-paye-remittance', window)).toEqual([]);
    expect(instancesOf(ukCompany, 'uk-paye-payment', window)).toEqual([]);
  });

  it('Nigeria: monthly remittances from the first payday and the year’s Form H1', () => {
    const employer = { ...ngCompany, options: { employer: { since: '2027-01-31' } } };
    expect(dueDates(employer, 'ng-paye-remittance', window)).toEqual({
      '2027-01': '2027-02-10',
      '2027-02': '2027-03-10',
      '2027-03': '2027-04-10',
      '2027-04': '2027-05-10',
      '2027-05': '2027-06-10',
    });
    expect(
      dueDates(employer, 'ng-paye-annual-return', { from: '2027-01-01', to: '2028-02-28' }),
    ).toEqual({ '2027': '2028-01-31' });
  });

  it('UK: tax-monthly payments, the P60s and the pension declaration', () => {
    const employer = {
      ...ukCompany,
      options: { employer: { since: '2027-01-29', dutiesStart: '2027-01-04' } },
    };
    expect(dueDates(employer, 'uk-paye-payment', window)).toEqual({
      '2027-02': '2027-02-22',
      '2027-03': '2027-03-22',
      '2027-04': '2027-04-22',
      '2027-05': '2027-05-22',
      '2027-06': '2027-06-22',
    });
    expect(dueDates(employer, 'uk-p60', window)).toEqual({ '2026': '2027-05-31' });
    expect(dueDates(employer, 'uk-pension-declaration', window)).toEqual({
      '2027-01-04': '2027-06-04',
    });
  });
});

describe('Ghana: SSNIT and PAYE for every employer [S450][S451]', () => {
  it('requires both, whatever the head count', () => {
    expect(ghanaRequiredRegistrations()).toEqual(['ssnit', 'paye']);
  });

  it('accepts the full application and refuses one without SSNIT', () => {
    expect(issues(gh, ghanaEmployerRegistrationValid)).toEqual([]);
    expect(issues(gh, { ...ghanaEmployerRegistrationValid, ssnit: false })).toEqual([
      'ssnit: ssnitRequired',
    ]);
  });

  it('is priced at our fee alone [S452]', () => {
    const q = quoteForDraft(gh, ghanaEmployerRegistrationValid, undefined, '2026-11-28');
    expect(q?.total).toBe(1_400_00);
    expect(q?.governmentFee).toBe(0);
  });

  it('dates SSNIT by the 14th and PAYE by the 15th of the next month', () => {
    const employer: CompanyProfile = {
      jurisdiction: 'ghana',
      entity: 'company',
      formed: '2025-03-10',
      options: { employer: { since: '2027-01-29' } },
    };
    const window = { from: '2027-01-01', to: '2027-03-31' };
    expect(dueDates(employer, 'gh-ssnit-contribution', window)).toEqual({
      '2027-01': '2027-02-14',
      '2027-02': '2027-03-14',
    });
    expect(dueDates(employer, 'gh-paye-remittance', window)).toEqual({
      '2027-01': '2027-02-15',
      '2027-02': '2027-03-15',
    });
  });
});

describe('South Africa: PAYE, UIF, COIDA always, SDL above R500,000 of payroll [S455][S456][S457]', () => {
  it('adds the SDL only when the annual payroll exceeds R500,000', () => {
    expect(southAfricaRequiredRegistrations(500_000)).toEqual([
      'paye',
      'uif',
      'uifLabour',
      'coida',
    ]);
    expect(southAfricaRequiredRegistrations(500_001)).toEqual([
      'paye',
      'uif',
      'sdl',
      'uifLabour',
      'coida',
    ]);
  });

  it('refuses to leave out the SDL above the threshold, allows it at R500,000', () => {
    expect(issues(za, southAfricaEmployerRegistrationValid)).toEqual([]);
    expect(issues(za, { ...southAfricaEmployerRegistrationValid, sdl: false })).toEqual([
      'sdl: sdlRequired',
    ]);
    expect(
      issues(za, { ...southAfricaEmployerRegistrationValid, annualPayroll: '500,000', sdl: false }),
    ).toEqual([]);
  });

  it('is priced at our fee alone [S458]', () => {
    const q = quoteForDraft(za, southAfricaEmployerRegistrationValid, undefined, '2026-11-28');
    expect(q?.total).toBe(1_500_00);
    expect(q?.governmentFee).toBe(0);
  });

  it('dates the EMP201 by the 7th of the next month and the EMP501 by 31 May', () => {
    expect(dayOfNextMonth('2027-01-25', 7)).toBe('2027-02-07');
    expect(dayOfNextMonth('2026-12-31', 7)).toBe('2027-01-07');
    expect(southAfricaTaxYearOf('2027-01-25')).toBe(2027);
    expect(southAfricaTaxYearOf('2027-03-01')).toBe(2028);
    expect(southAfricaEmp501DueDate(2027)).toBe('2027-05-31');
    const employer: CompanyProfile = {
      jurisdiction: 'south-africa',
      entity: 'company',
      formed: '2025-03-10',
      options: { employer: { since: '2027-01-25' } },
    };
    const window = { from: '2027-01-01', to: '2027-06-30' };
    expect(dueDates(employer, 'za-emp201', window)).toMatchObject({
      '2027-01': '2027-02-07',
      '2027-05': '2027-06-07',
    });
    expect(dueDates(employer, 'za-emp501', window)).toEqual({ '2027': '2027-05-31' });
  });
});

describe('Canada: the CRA payroll account and the province’s workplace insurance [S460][S461]', () => {
  const ca = WIZARDS['canada-employer-registration'];

  it('requires both of every employer', () => {
    expect(canadaRequiredRegistrations()).toEqual(['payrollAccount', 'workplaceInsurance']);
  });

  it('accepts the full application and refuses one without workplace insurance', () => {
    expect(issues(ca, canadaEmployerRegistrationValid)).toEqual([]);
    expect(issues(ca, { ...canadaEmployerRegistrationValid, workplaceInsurance: false })).toEqual([
      'workplaceInsurance: workplaceInsuranceRequired',
    ]);
  });

  it('is priced at our fee alone', () => {
    const q = quoteForDraft(ca, canadaEmployerRegistrationValid, undefined, '2026-11-28');
    expect(q?.total).toBe(249_00);
    expect(q?.governmentFee).toBe(0);
  });
});

describe('USA: unemployment insurance in every state, withholding only in Delaware [S462][S463][S464]', () => {
  const us = WIZARDS['usa-employer-registration'];

  it('asks no withholding account in Wyoming and Texas, which tax no wages', () => {
    expect(usRequiredRegistrations('delaware')).toEqual([
      'stateWithholding',
      'unemploymentInsurance',
    ]);
    expect(usRequiredRegistrations('wyoming')).toEqual(['unemploymentInsurance']);
    expect(usRequiredRegistrations('texas')).toEqual(['unemploymentInsurance']);
  });

  it('refuses a Delaware employer without withholding, not a Texas one', () => {
    expect(issues(us, usaEmployerRegistrationValid)).toEqual([]);
    expect(issues(us, { ...usaEmployerRegistrationValid, stateWithholding: false })).toEqual([
      'stateWithholding: stateWithholdingRequired',
    ]);
    expect(
      issues(us, { ...usaEmployerRegistrationValid, state: 'texas', stateWithholding: false }),
    ).toEqual([]);
  });

  it('is priced at our fee alone [S465]', () => {
    const q = quoteForDraft(us, usaEmployerRegistrationValid, undefined, '2026-11-28');
    expect(q?.total).toBe(149_00);
    expect(q?.governmentFee).toBe(0);
  });
});
