import { parseComplianceQuery, serialiseComplianceQuery } from '@/lib/compliance/query';

describe('the public tool’s query', () => {
  it('reads the grammar of issue 31', () => {
    expect(
      parseComplianceQuery(
        new URLSearchParams(
          'jurisdiction=delaware&entity=llc&formed=2026-06-15&yearEnd=06-30&foreignOwned=1',
        ),
      ),
    ).toEqual({
      ok: true,
      profile: {
        jurisdiction: 'delaware',
        entity: 'llc',
        formed: '2026-06-15',
        yearEnd: '06-30',
        foreignOwned: true,
      },
    });
    expect(
      parseComplianceQuery({
        jurisdiction: 'south-africa',
        entity: 'company',
        formed: '2024-02-29',
      }),
    ).toEqual({
      ok: true,
      profile: { jurisdiction: 'south-africa', entity: 'company', formed: '2024-02-29' },
    });
  });

  it('names each wrong field', () => {
    expect(parseComplianceQuery(new URLSearchParams(''))).toEqual({
      ok: false,
      issues: [
        { field: 'jurisdiction', key: 'jurisdictionInvalid' },
        { field: 'entity', key: 'entityInvalid' },
        { field: 'formed', key: 'formedInvalid' },
      ],
    });
    expect(
      parseComplianceQuery({
        jurisdiction: 'uk',
        entity: 'trustees',
        formed: '2026-13-01',
        yearEnd: '1231',
      }),
    ).toEqual({
      ok: false,
      issues: [
        { field: 'entity', key: 'entityNotInJurisdiction' },
        { field: 'formed', key: 'formedInvalid' },
        { field: 'yearEnd', key: 'yearEndInvalid' },
      ],
    });
  });

  it('takes the first of repeated values and ignores foreignOwned other than 1', () => {
    expect(
      parseComplianceQuery({
        jurisdiction: ['texas', 'uk'],
        entity: 'corporation',
        formed: '2026-01-05',
        foreignOwned: 'yes',
      }),
    ).toEqual({
      ok: true,
      profile: { jurisdiction: 'texas', entity: 'corporation', formed: '2026-01-05' },
    });
  });

  it('writes back what it reads', () => {
    const query = 'jurisdiction=ontario&entity=company&formed=2026-03-10&yearEnd=03-31';
    const parsed = parseComplianceQuery(new URLSearchParams(query));
    if (!parsed.ok) throw new Error('invalid');
    expect(serialiseComplianceQuery(parsed.profile)).toBe(query);
    expect(
      serialiseComplianceQuery({
        jurisdiction: 'wyoming',
        entity: 'llc',
        formed: '2025-06-15',
        foreignOwned: true,
      }),
    ).toBe('jurisdiction=wyoming&entity=llc&formed=2025-06-15&foreignOwned=1');
  });
});
