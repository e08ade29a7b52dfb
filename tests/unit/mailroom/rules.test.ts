import {
  FORWARDING_FEES,
  OFFICE_COUNTRIES,
  officeCountryOf,
  retentionBound,
  scanExpired,
  scanKeptUntil,
} from '@/lib/mailroom/rules';
import { recordLetterSchema, requestLetterSchema } from '@/lib/mailroom/schemas';

describe('mailroom scan retention (12 months after receipt, as /privacy states)', () => {
  it('keeps a scan through the same day a year after receipt, and removes it the day after', () => {
    expect(scanKeptUntil('2025-11-28')).toBe('2026-11-28');
    expect(scanExpired('2025-11-28', '2026-11-28')).toBe(false);
    expect(scanExpired('2025-11-28', '2026-11-29')).toBe(true);
  });

  it('keeps a scan received on 29 February until 28 February of the next year', () => {
    expect(scanKeptUntil('2028-02-29')).toBe('2029-02-28');
    expect(scanExpired('2028-02-29', '2029-02-28')).toBe(false);
    expect(scanExpired('2028-02-29', '2029-03-01')).toBe(true);
  });

  it('never removes a scan received this year', () => {
    expect(scanExpired('2026-11-27', '2026-11-28')).toBe(false);
    expect(scanExpired('2026-01-01', '2026-12-31')).toBe(false);
  });

  it('bounds the query so that every expired scan is within it', () => {
    for (const [received, today] of [
      ['2025-11-27', '2026-11-28'],
      ['2028-02-29', '2029-03-01'],
      ['2025-01-31', '2026-02-01'],
      ['2025-03-31', '2026-04-01'],
    ] as const) {
      expect(scanExpired(received, today)).toBe(true);
      expect(received <= retentionBound(today)).toBe(true);
    }
  });
});

describe('virtual office countries and forwarding fees', () => {
  it('maps each company jurisdiction to the country of its address', () => {
    expect(officeCountryOf('uk')).toBe('GB');
    expect(officeCountryOf('nigeria')).toBe('NG');
    expect(officeCountryOf('south-africa')).toBe('ZA');
    expect(officeCountryOf('ontario')).toBe('CA');
    expect(officeCountryOf('canada-federal')).toBe('CA');
    expect(officeCountryOf('delaware')).toBeNull();
  });

  it('states a forwarding fee in the local currency for every country, in minor units', () => {
    for (const country of OFFICE_COUNTRIES) {
      const fee = FORWARDING_FEES[country];
      expect(Number.isInteger(fee.amount)).toBe(true);
      expect(fee.amount).toBeGreaterThan(0);
    }
    expect(FORWARDING_FEES.GB).toEqual({ amount: 600, currency: 'GBP' });
  });
});

describe('mailroom schemas', () => {
  const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  it('refuses a letter without sender, category or scan, with a message per field', () => {
    const parsed = recordLetterSchema.safeParse({
      subscriptionId: 'not-an-id',
      sender: ' ',
      receivedOn: '2026-13-01',
      category: 'junk',
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      parsed.error!.issues.map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      subscriptionId: 'chooseSubscription',
      sender: 'required',
      receivedOn: 'invalidDate',
      category: 'chooseCategory',
      file: 'fileRequired',
    });
  });

  it('accepts a letter with its scan', () => {
    const parsed = recordLetterSchema.safeParse({
      subscriptionId: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
      sender: 'HMRC',
      receivedOn: '2026-11-27',
      category: 'tax',
      file,
    });
    expect(parsed.success).toBe(true);
  });

  it('asks for the address a letter is forwarded to', () => {
    const letterId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
    const parsed = requestLetterSchema.safeParse({ letterId, request: 'forward', forwardTo: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('addressRequired');
    expect(requestLetterSchema.safeParse({ letterId, request: 'shred' }).success).toBe(true);
  });
});
