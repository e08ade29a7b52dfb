import { formatHour, supportHours } from '@/lib/site/hours';

describe('support hours', () => {
  it('reads 8AM to 6PM in English and 8 h to 18 h in French', () => {
    expect(supportHours('en')).toEqual({ opens: '8 AM', closes: '6 PM' });
    expect(supportHours('fr')).toEqual({ opens: '08 h', closes: '18 h' });
  });

  it('keeps the minutes when the hour is not round', () => {
    expect(formatHour('08:30', 'en')).toBe('8:30 AM');
  });
});
