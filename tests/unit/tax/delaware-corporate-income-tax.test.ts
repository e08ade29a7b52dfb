import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import {
  APPORTIONMENT_WHOLE,
  DELAWARE_INCOME_TAX_RULES,
  delawareCorporateIncomeTax,
  delawareIncomeTaxLiability,
  parseIncomeTaxParams,
  serialiseIncomeTaxParams,
} from '@/lib/tax/delaware-corporate-income-tax';

describe('who owes the Delaware corporate income tax', () => {
  it('is owed by a C corporation doing business in Delaware', () => {
    expect(delawareIncomeTaxLiability('cCorporation', 'business')).toEqual({
      owes: true,
      reason: 'doingBusinessInDelaware',
    });
  });

  it('is not owed for merely being incorporated in Delaware with a registered office there', () => {
    expect(delawareIncomeTaxLiability('cCorporation', 'statutoryOfficeOnly')).toEqual({
      owes: false,
      reason: 'statutoryOfficeExemption',
    });
    expect(delawareIncomeTaxLiability('cCorporation', 'none')).toEqual({
      owes: false,
      reason: 'noDelawareActivity',
    });
  });

  it('is not owed by an intangible-investment holding company', () => {
    expect(delawareIncomeTaxLiability('cCorporation', 'intangibleInvestmentsOnly')).toMatchObject({
      owes: false,
    });
  });

  it('is not owed by S corporations and pass-through LLCs, even doing business there', () => {
    expect(delawareIncomeTaxLiability('sCorporation', 'business')).toEqual({
      owes: false,
      reason: 'passThroughEntity',
    });
    expect(delawareIncomeTaxLiability('llc', 'business')).toEqual({
      owes: false,
      reason: 'passThroughEntity',
    });
  });

  it('cites a listed source for every rule', () => {
    for (const rule of DELAWARE_INCOME_TAX_RULES)
      expect(rule.source).toMatch(/^S(\d+|-[a-z0-9]+)$/);
  });
});

describe('Delaware corporate income tax', () => {
  it('charges 8.7%: $100,000 fully in Delaware → $8,700', () => {
    expect(delawareCorporateIncomeTax({ taxableIncomeCents: 100_000_00 })).toEqual({
      ok: true,
      result: {
        taxableIncomeCents: 100_000_00,
        apportionment: APPORTIONMENT_WHOLE,
        delawareTaxableIncomeCents: 100_000_00,
        rateBasisPoints: 870,
        taxCents: 8_700_00,
      },
    });
  });

  it('applies the Delaware apportionment first', () => {
    // 12.5% of $400,000 = $50,000 → $4,350.
    const outcome = delawareCorporateIncomeTax({
      taxableIncomeCents: 400_000_00,
      apportionment: 12_500_000,
    });
    expect(outcome.ok && outcome.result).toMatchObject({
      delawareTaxableIncomeCents: 50_000_00,
      taxCents: 4_350_00,
    });
  });

  it('rounds to the cent', () => {
    // $1.01 × 8.7% = 8.787 cents → 9 cents.
    expect(delawareCorporateIncomeTax({ taxableIncomeCents: 101 })).toMatchObject({
      result: { taxCents: 9 },
    });
  });

  it('owes nothing on a loss or with nothing apportioned to Delaware', () => {
    expect(delawareCorporateIncomeTax({ taxableIncomeCents: -50_000_00 })).toMatchObject({
      result: { delawareTaxableIncomeCents: 0, taxCents: 0 },
    });
    expect(
      delawareCorporateIncomeTax({ taxableIncomeCents: 50_000_00, apportionment: 0 }),
    ).toMatchObject({ result: { taxCents: 0 } });
  });

  it('refuses invalid figures with a message key', () => {
    expect(delawareCorporateIncomeTax({ taxableIncomeCents: 1.5 })).toEqual({
      ok: false,
      error: 'incomeInvalid',
    });
    expect(
      delawareCorporateIncomeTax({
        taxableIncomeCents: 100,
        apportionment: APPORTIONMENT_WHOLE + 1,
      }),
    ).toEqual({ ok: false, error: 'apportionmentInvalid' });
    expect(delawareCorporateIncomeTax({ taxableIncomeCents: 100, apportionment: -1 })).toEqual({
      ok: false,
      error: 'apportionmentInvalid',
    });
  });
});

describe('Delaware income-tax calculator URL', () => {
  const parse = (query: string) => parseIncomeTaxParams(new URLSearchParams(query));

  it('reads income in dollars and the Delaware share in per cent, and writes them back', () => {
    expect(parse('income=400000&apportionment=12.5')).toEqual({
      ok: true,
      params: { taxableIncomeCents: 400_000_00, apportionment: 12_500_000 },
    });
    expect(
      serialiseIncomeTaxParams({ taxableIncomeCents: 400_000_00, apportionment: 12_500_000 }),
    ).toBe('income=400000&apportionment=12.5');
    expect(parse('income=-5000')).toEqual({ ok: true, params: { taxableIncomeCents: -5_000_00 } });
    expect(
      serialiseIncomeTaxParams({
        taxableIncomeCents: 100_000_00,
        apportionment: APPORTIONMENT_WHOLE,
      }),
    ).toBe('income=100000');
    expect(parse('income=1&apportionment=0.000001')).toMatchObject({
      params: { apportionment: 1 },
    });
  });

  it.each([
    ['', 'income', 'incomeRequired'],
    ['income=12.50', 'income', 'incomeInvalid'],
    ['income=1e6', 'income', 'incomeInvalid'],
    ['income=99999999999999', 'income', 'incomeInvalid'],
    ['income=100&apportionment=100.5', 'apportionment', 'apportionmentInvalid'],
    ['income=100&apportionment=-1', 'apportionment', 'apportionmentInvalid'],
    ['income=100&apportionment=0.1234567', 'apportionment', 'apportionmentInvalid'],
  ])('refuses %p with %s: %s', (query, field, key) => {
    const outcome = parse(query);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.issues).toContainEqual({ field, key });
  });
});

describe('Delaware income tax by the single sales factor (issue 28)', () => {
  const parse = (query: string) => parseIncomeTaxParams(new URLSearchParams(query));

  it('apportions by sales in Delaware ÷ sales everywhere: $250,000 of $2,000,000 is 12.5%, tax $4,350 on $400,000', () => {
    const parsed = parse('income=400000&deSales=250000&sales=2000000');
    expect(parsed).toEqual({
      ok: true,
      params: {
        taxableIncomeCents: 400_000_00,
        apportionment: 12_500_000,
        sales: { delawareCents: 250_000_00, everywhereCents: 2_000_000_00 },
      },
    });
    const outcome = delawareCorporateIncomeTax(parsed.ok ? parsed.params : (null as never));
    expect(outcome.ok && outcome.result.taxCents).toBe(4_350_00);
    expect(serialiseIncomeTaxParams(parsed.ok ? parsed.params : (null as never))).toBe(
      'income=400000&deSales=250000&sales=2000000',
    );
    // A third, to six decimal places of a per cent.
    expect(parse('income=1&deSales=1&sales=3')).toMatchObject({
      params: { apportionment: 33_333_333 },
    });
  });

  it.each([
    ['income=1&deSales=5', 'sales', 'salesBoth'],
    ['income=1&sales=5', 'deSales', 'salesBoth'],
    ['income=1&deSales=6&sales=5', 'deSales', 'deSalesAboveSales'],
    ['income=1&deSales=0&sales=0', 'sales', 'salesInvalid'],
    ['income=1&deSales=x&sales=5', 'deSales', 'deSalesInvalid'],
    ['income=1&deSales=1&sales=5&apportionment=20', 'apportionment', 'apportionmentTwice'],
  ])('refuses %s: %s %s', (query, field, key) => {
    expect(parse(query)).toEqual({ ok: false, issues: [{ field, key }] });
  });

  it('says on the page that apportionment is by sales alone, and gives the penalties and instalments the right way round', () => {
    for (const t of [en.TaxCalculators.incomeTax, fr.TaxCalculators.incomeTax]) {
      expect(t.apportionmentHint).not.toMatch(/equally weighted|wages and sales|égale/i);
      expect(t.apportionmentHint).toMatch(/÷/);
      expect(t.apportionmentHint).toMatch(/2019/);
    }
    const { late, paying } = en.TaxCalculators.incomeTax;
    expect(late).toMatch(/paying late adds 1% a month, up to 25%/);
    expect(late).toMatch(/interest of 0\.5% a month/);
    expect(late).not.toMatch(/interest of 1%/);
    expect(paying).toMatch(/four equal instalments of 25% for a small corporation/);
    expect(fr.TaxCalculators.incomeTax.late).toMatch(/ajoute 1\u00a0% par mois, jusqu’à 25\u00a0%/);
    expect(fr.TaxCalculators.incomeTax.late).toMatch(/intérêt à 0,5\u00a0% par mois/);
    expect(fr.TaxCalculators.incomeTax.paying).toMatch(/25\u00a0% pour une petite société/);
  });
});
