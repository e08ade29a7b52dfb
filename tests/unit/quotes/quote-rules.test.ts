import { frozenQuote, isQuoteExpired, quoteTotals } from '@/lib/quotes/rules';
import { requestQuoteSchema, sendQuoteSchema } from '@/lib/quotes/schemas';
import { isQuotable } from '@/lib/quotes/services';

const TODAY = '2026-11-28';
const APPLICATION = '3f0c6c1e-8a55-4c38-9d0b-5f3b0c6b8a11';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('a staff quote', () => {
  const schema = sendQuoteSchema(TODAY);
  const valid = {
    applicationId: APPLICATION,
    lines: [
      {
        description: 'NAFDAC product registration (our work)',
        amount: '25000000',
        kind: 'service',
      },
      { description: 'NAFDAC registration fee', amount: 12_500_000, kind: 'authority' },
    ],
    validUntil: '2026-12-15',
  };

  it('accepts lines in minor units, coercing the form’s text to integers', () => {
    const parsed = schema.parse(valid);
    expect(parsed.lines[0]!.amount).toBe(25_000_000);
    expect(parsed.note).toBe('');
  });

  it('refuses a quote without lines', () => {
    expect(messages(schema.safeParse({ ...valid, lines: [] }))).toEqual({ lines: 'linesRequired' });
  });

  it('refuses a zero, negative or fractional amount and an empty description', () => {
    const result = schema.safeParse({
      ...valid,
      lines: [
        { description: 'Fee', amount: 0, kind: 'service' },
        { description: 'Fee', amount: -100, kind: 'authority' },
        { description: 'Fee', amount: 10.5, kind: 'authority' },
        { description: '   ', amount: 100, kind: 'service' },
      ],
    });
    expect(messages(result)).toEqual({
      'lines.0.amount': 'amountPositive',
      'lines.1.amount': 'amountPositive',
      'lines.2.amount': 'amountInvalid',
      'lines.3.description': 'required',
    });
  });

  it('refuses a line of another kind than our fee or an authority’s', () => {
    expect(
      messages(
        schema.safeParse({ ...valid, lines: [{ description: 'Tip', amount: 5, kind: 'tip' }] }),
      ),
    ).toEqual({ 'lines.0.kind': 'chooseKind' });
  });

  it('refuses a validity ending today or before, or not a date', () => {
    expect(messages(schema.safeParse({ ...valid, validUntil: TODAY }))).toEqual({
      validUntil: 'validUntilPast',
    });
    expect(messages(schema.safeParse({ ...valid, validUntil: '2026-11-01' }))).toEqual({
      validUntil: 'validUntilPast',
    });
    expect(messages(schema.safeParse({ ...valid, validUntil: '15/12/2026' })).validUntil).toBe(
      'validUntilRequired',
    );
    expect(schema.safeParse({ ...valid, validUntil: '2026-11-29' }).success).toBe(true);
  });

  it('keeps our fee and the authorities’ fees apart, and totals them', () => {
    expect(
      quoteTotals([
        { amount: 25_000_000, kind: 'service' },
        { amount: 12_500_000, kind: 'authority' },
        { amount: 5_000_000, kind: 'service' },
        { amount: 1_000_000, kind: 'authority' },
      ]),
    ).toEqual({ serviceFee: 30_000_000, authorityFee: 13_500_000, total: 43_500_000 });
  });
});

describe('a quote’s validity', () => {
  it('may be accepted until the end of its last day (UTC), never after', () => {
    expect(isQuoteExpired('2026-12-15', new Date('2026-12-15T23:59:59Z'))).toBe(false);
    expect(isQuoteExpired('2026-12-15', new Date('2026-12-16T00:00:00Z'))).toBe(true);
    expect(isQuoteExpired('2026-12-15', new Date('2026-11-28T08:00:00Z'))).toBe(false);
  });
});

describe('the frozen quote of an accepted quote', () => {
  it('is the shape every payment reads: our fee, the authorities’ fees, the total', () => {
    const frozen = frozenQuote('nigeria', 'businessLicensing', 'NGN', {
      serviceFee: 30_000_000,
      authorityFee: 13_500_000,
      total: 43_500_000,
    });
    expect(frozen).toMatchObject({
      jurisdiction: 'nigeria',
      service: 'businessLicensing',
      currency: 'NGN',
      serviceFee: 30_000_000,
      governmentFee: 13_500_000,
      governmentFeeBasis: 'fixed',
      total: 43_500_000,
    });
    expect(frozen.serviceFee + frozen.governmentFee).toBe(frozen.total);
  });

  it('says no authority fee when the quote has none', () => {
    expect(
      frozenQuote('nigeria', 'structuringGovernance', 'NGN', {
        serviceFee: 100,
        authorityFee: 0,
        total: 100,
      }).governmentFeeBasis,
    ).toBe('none');
  });
});

describe('a quote request', () => {
  const request = {
    service: 'businessLicensing',
    jurisdiction: 'nigeria',
    sector: 'Food processing',
    state: 'Lagos',
    city: 'Ikeja',
    needs: 'NAFDAC registration for three packaged snacks and a factory permit.',
  };

  it('is taken for the quoted services where the catalogue offers them', () => {
    expect(requestQuoteSchema.safeParse(request).success).toBe(true);
    expect(isQuotable('structuringGovernance', 'nigeria')).toBe(true);
    expect(isQuotable('company', 'nigeria')).toBe(false);
    expect(isQuotable('businessLicensing', 'atlantis')).toBe(false);
  });

  it('refuses a service that is not quoted, and needs said too briefly', () => {
    expect(messages(requestQuoteSchema.safeParse({ ...request, service: 'company' })).service).toBe(
      'invalidService',
    );
    expect(messages(requestQuoteSchema.safeParse({ ...request, needs: 'A licence' }))).toEqual({
      needs: 'needsTooShort',
    });
  });
});
