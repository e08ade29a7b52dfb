import { fileItHref, obligationYear, type FileItCompany } from '@/lib/companies/file-it';
import type { ObligationInstance } from '@/lib/compliance/model';
import { obligationsFor } from '@/lib/compliance/obligations';
import { requestAbout } from '@/lib/public-forms/service-requests/options';
import { companyLinkAnswers, companyLinkOf } from '@/lib/wizards/company-link';
import { firstStepPath, type FlowId } from '@/lib/wizards/flows';
import { WIZARDS } from '@/lib/wizards/registry';
import { validateStep } from '@/lib/wizards/steps';

/**
 * Issue 31, "File it for me": the link from a company's obligation carries the company and the
 * obligation; each flow that files one prefills its own fields from it, and those answers pass
 * the flow's own checks; where no flow exists, the request form's message names both.
 */

const ID = '6f1c1f0e-3a52-4c4e-9d0b-1a2b3c4d5e6f';
const window = { from: '2026-11-27', to: '2028-11-27' };

function company(fields: Partial<FileItCompany> & Pick<FileItCompany, 'jurisdiction' | 'entity'>) {
  return {
    id: ID,
    legalName: 'Adaeze Labs, Inc.',
    registryNumber: '7654321',
    taxId: '12-3456789',
    incorporatedOn: '2026-06-15',
    ...fields,
  } satisfies FileItCompany;
}

function instanceOf(c: FileItCompany, ruleId: string, foreignOwned = false): ObligationInstance {
  const outcome = obligationsFor(
    {
      jurisdiction: c.jurisdiction,
      entity: c.entity,
      formed: c.incorporatedOn,
      ...(foreignOwned ? { foreignOwned } : {}),
    },
    window,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  const found = outcome.obligations.find((o) => o.ruleId === ruleId);
  if (!found) throw new Error(`no ${ruleId}`);
  return found;
}

/** The link's path and query, as the wizard reads them. */
function follow(href: string | null): { path: string; search: URLSearchParams } {
  expect(href).not.toBeNull();
  const [path, query] = href!.split('?');
  return { path: path!, search: new URLSearchParams(query) };
}

/** The flow's prefill of the link, and the issues its first step finds in those answers. */
function prefillOf(flow: FlowId, search: URLSearchParams) {
  const definition = WIZARDS[flow];
  const answers = definition.prefill!(search);
  const step = definition.steps[0]!;
  const result = validateStep(step, answers);
  const issues = result.ok ? [] : result.issues.map((i) => String(i.path[0]));
  return { answers, wrong: issues.filter((name) => name in answers) };
}

describe('File it for me: the link', () => {
  const deCorp = company({ jurisdiction: 'delaware', entity: 'corporation' });

  it('opens the flow that files the obligation with the company, the obligation and its answers', () => {
    const report = instanceOf(deCorp, 'de-annual-report');
    expect(report.key).toBe('de-annual-report:2026');
    const { path, search } = follow(fileItHref(deCorp, report, 'Annual report'));
    expect(path).toBe(firstStepPath('delaware-annual-report'));
    expect(companyLinkOf(search)).toEqual({
      companyId: ID,
      obligationKey: 'de-annual-report:2026',
    });
    expect(companyLinkAnswers(search)).toEqual({
      name: 'Adaeze Labs, Inc.',
      number: '7654321',
      taxId: '12-3456789',
      year: '2026',
      entity: 'corporation',
      formed: '2026-06-15',
      jurisdiction: 'delaware',
      periodEnd: '2026-12-31',
      periodStart: '2026-06-15',
      ruleId: 'de-annual-report',
    });
  });

  it('names the year a period covers, or the year a tax year begins', () => {
    expect(obligationYear({ period: { key: '2026' }, dueDate: '2027-03-01' })).toBe('2026');
    expect(
      obligationYear({
        period: { key: '2027-06-30', start: '2026-07-01', end: '2027-06-30' },
        dueDate: '2027-10-15',
      }),
    ).toBe('2026');
  });

  it('carries no company a wizard could act on when the link is malformed', () => {
    expect(companyLinkOf(new URLSearchParams('company=not-a-uuid&obligation=x:1'))).toBeNull();
    expect(companyLinkOf(new URLSearchParams(`company=${ID}&obligation=DROP TABLE`))).toBeNull();
    // No company, no answers: a plain visit to the flow is not prefilled.
    expect(companyLinkAnswers(new URLSearchParams('name=Acme&number=1'))).toEqual({});
  });
});

describe('File it for me: each flow prefills its own fields, valid at its first step', () => {
  const cases: {
    flow: FlowId;
    company: FileItCompany;
    ruleId: string;
    foreignOwned?: boolean;
    expected: Record<string, string>;
  }[] = [
    {
      flow: 'delaware-annual-report',
      company: company({ jurisdiction: 'delaware', entity: 'corporation' }),
      ruleId: 'de-annual-report',
      expected: { companyName: 'Adaeze Labs, Inc.', fileNumber: '7654321', taxYear: '2026' },
    },
    {
      flow: 'delaware-llc-tax',
      company: company({
        jurisdiction: 'delaware',
        entity: 'llc',
        legalName: 'Adaeze Studio LLC',
        incorporatedOn: '2025-03-01',
      }),
      ruleId: 'de-llc-tax',
      // The first tax in the window: 2026's, due 1 June 2027.
      expected: { companyName: 'Adaeze Studio LLC', fileNumber: '7654321', taxYear: '2026' },
    },
    {
      flow: 'wyoming-annual-report',
      company: company({
        jurisdiction: 'wyoming',
        entity: 'llc',
        legalName: 'Cheyenne Tools LLC',
        registryNumber: '2021-001012345',
        incorporatedOn: '2021-04-12',
      }),
      ruleId: 'wy-annual-report',
      expected: {
        entity: 'llc',
        companyName: 'Cheyenne Tools LLC',
        filingId: '2021-001012345',
        formationDate: '2021-04-12',
      },
    },
    {
      flow: 'texas-annual-report',
      company: company({
        jurisdiction: 'texas',
        entity: 'corporation',
        legalName: 'Austin Works Inc.',
        registryNumber: '803456789',
        incorporatedOn: '2024-02-01',
      }),
      ruleId: 'tx-franchise-report',
      expected: {
        entity: 'corporation',
        companyName: 'Austin Works Inc.',
        sosFileNumber: '803456789',
        reportYear: '2027',
      },
    },
    {
      flow: 'usa-tax-filing',
      company: company({
        jurisdiction: 'wyoming',
        entity: 'llc',
        legalName: 'Lagos Bridge LLC',
        registryNumber: '2021-001012345',
        incorporatedOn: '2024-02-01',
      }),
      ruleId: 'us-form-5472',
      foreignOwned: true,
      expected: {
        filingType: 'foreignOwnedSmllc',
        companyName: 'Lagos Bridge LLC',
        ein: '12-3456789',
        stateOfFormation: 'WY',
        formationDate: '2024-02-01',
        taxYear: '2026',
      },
    },
    {
      flow: 'nigeria-annual-returns',
      company: company({
        jurisdiction: 'nigeria',
        entity: 'company',
        legalName: 'Okafor Foods Limited',
        registryNumber: 'RC1234567',
        taxId: null,
        incorporatedOn: '2020-05-04',
      }),
      ruleId: 'ng-company-annual-return',
      expected: {
        entityType: 'company',
        entityName: 'Okafor Foods Limited',
        cacNumber: 'RC1234567',
        incorporationDate: '2020-05-04',
      },
    },
    {
      // A first period of account of more than 12 months: its first accounting period's payment.
      flow: 'uk-corporation-tax',
      company: company({
        jurisdiction: 'uk',
        entity: 'company',
        legalName: 'Hart Okeke Software Ltd',
        registryNumber: '16234567',
        taxId: null,
        incorporatedOn: '2025-03-10',
      }),
      ruleId: 'uk-corporation-tax-payment',
      expected: {
        companyName: 'Hart Okeke Software Ltd',
        companyNumber: '16234567',
        periodStart: '2025-03-10',
        periodEnd: '2026-03-09',
      },
    },
    {
      flow: 'canada-corporation-tax',
      company: company({
        jurisdiction: 'ontario',
        entity: 'company',
        legalName: 'Trillium Foods Ltd.',
        registryNumber: '1000012345',
        taxId: '123456789RC0001',
        incorporatedOn: '2025-06-01',
      }),
      ruleId: 'ca-t2-return',
      expected: {
        companyName: 'Trillium Foods Ltd.',
        businessNumber: '123456789 RC0001',
        province: 'ON',
        taxYearStart: '2026-01-01',
        taxYearEnd: '2026-12-31',
      },
    },
  ];

  it.each(cases)('$flow from $ruleId', ({ flow, company: c, ruleId, foreignOwned, expected }) => {
    const instance = instanceOf(c, ruleId, foreignOwned);
    expect(instance.filer).toEqual({ kind: 'flow', flow });
    const { path, search } = follow(fileItHref(c, instance, 'title'));
    expect(path).toBe(firstStepPath(flow));
    const { answers, wrong } = prefillOf(flow, search);
    expect(answers).toEqual(expected);
    expect(wrong).toEqual([]);
  });

  it('Delaware income tax: the name, the EIN and the tax year', () => {
    const search = new URLSearchParams(
      `company=${ID}&obligation=de-income-tax-return:2025-12-31&name=Adaeze+Labs%2C+Inc.&number=7654321&taxId=12-3456789&year=2025&entity=corporation`,
    );
    const { answers, wrong } = prefillOf('delaware-income-tax', search);
    expect(answers).toEqual({
      companyName: 'Adaeze Labs, Inc.',
      ein: '12-3456789',
      taxYear: '2025',
    });
    expect(wrong).toEqual([]);
  });

  it('leaves a wrong identifier to the flow’s own check, said at its field', () => {
    const c = company({ jurisdiction: 'delaware', entity: 'corporation', registryNumber: 'DE-12' });
    const { search } = follow(fileItHref(c, instanceOf(c, 'de-annual-report'), 'title'));
    expect(prefillOf('delaware-annual-report', search).wrong).toEqual(['fileNumber']);
  });

  it('keeps a calculator link’s figures beside the company’s', () => {
    const answers = WIZARDS['delaware-annual-report'].prefill!(
      new URLSearchParams(`shares=5000&company=${ID}&obligation=de-annual-report:2026&name=A`),
    );
    expect(answers).toMatchObject({ companyName: 'A', shareClasses: [{ shares: '5000' }] });
  });
});

describe('File it for me where no flow exists: the request form names the company and obligation', () => {
  it('carries the company, its number, the obligation and its due date to the form', () => {
    const uk = company({
      jurisdiction: 'uk',
      entity: 'company',
      legalName: 'Thames Widgets Ltd',
      registryNumber: 'SC123456',
      taxId: null,
      incorporatedOn: '2024-05-14',
    });
    // The accounts have no order flow yet (the confirmation statement has: issue 33).
    const accounts = instanceOf(uk, 'uk-annual-accounts');
    const href = fileItHref(uk, accounts, 'Annual accounts');
    const { path, search } = follow(href);
    expect(path).toBe('/request-service');
    expect(search.get('service')).toBe('taxFiling');
    expect(search.get('country')).toBe('uk');
    expect(requestAbout(`?${search.toString()}`)).toEqual({
      company: 'Thames Widgets Ltd',
      number: 'SC123456',
      obligation: 'Annual accounts',
      due: accounts.dueDate,
    });
    expect(requestAbout('?service=annualReturns&country=uk')).toBeNull();
  });
});
