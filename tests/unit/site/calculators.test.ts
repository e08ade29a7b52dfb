import { calculatorResultPath } from '@/lib/site/calculators';
import { isPersonalPage } from '@/lib/site/personal-pages';

const search = (query: string) => new URLSearchParams(query);

describe('calculator URLs (issue 20)', () => {
  it('sends a calculator opened with its figures to its /result route', () => {
    expect(calculatorResultPath('/delaware-franchise-tax', search('shares=5000000'))).toBe(
      '/delaware-franchise-tax/result',
    );
    expect(calculatorResultPath('/delaware-franchise-tax', search('assets=1000000'))).toBe(
      '/delaware-franchise-tax/result',
    );
    expect(calculatorResultPath('/wyoming-annual-report', search('assets=500000'))).toBe(
      '/wyoming-annual-report/result',
    );
    expect(calculatorResultPath('/delaware-corporate-income-tax', search('income=100000'))).toBe(
      '/delaware-corporate-income-tax/result',
    );
    expect(
      calculatorResultPath('/delaware-corporate-income-tax', search('deSales=5&sales=10')),
    ).toBe('/delaware-corporate-income-tax/result');
  });

  it('sends the Texas calculator opened with its figures to its /result route (issue 28)', () => {
    expect(
      calculatorResultPath('/texas-franchise-tax', search('year=2026&revenue=5000000&retail=1')),
    ).toBe('/texas-franchise-tax/result');
    expect(calculatorResultPath('/texas-franchise-tax', search('comp=480000,120000'))).toBe(
      '/texas-franchise-tax/result',
    );
    expect(calculatorResultPath('/texas-franchise-tax', search(''))).toBeNull();
    expect(calculatorResultPath('/texas-franchise-tax', search('utm_source=mail'))).toBeNull();
  });

  it('sends the compliance calendar opened with a company to its /result route (issue 31)', () => {
    expect(
      calculatorResultPath(
        '/compliance-calendar',
        search('jurisdiction=delaware&entity=corporation&formed=2026-03-10'),
      ),
    ).toBe('/compliance-calendar/result');
    // A partial or wrong query too: the result route names what is missing next to its field.
    expect(calculatorResultPath('/compliance-calendar', search('formed=2026-02-30'))).toBe(
      '/compliance-calendar/result',
    );
    expect(calculatorResultPath('/compliance-calendar', search(''))).toBeNull();
    expect(calculatorResultPath('/compliance-calendar', search('utm_source=mail'))).toBeNull();
  });

  it('leaves the prerendered page to a URL without figures, with other parameters, and to every other page', () => {
    expect(calculatorResultPath('/delaware-franchise-tax', search(''))).toBeNull();
    expect(calculatorResultPath('/delaware-franchise-tax', search('utm_source=mail'))).toBeNull();
    expect(calculatorResultPath('/wyoming-annual-report', search('shares=5'))).toBeNull();
    expect(calculatorResultPath('/pricing', search('shares=5'))).toBeNull();
    expect(
      calculatorResultPath('/delaware-franchise-tax/order/company', search('shares=5')),
    ).toBeNull();
  });
});

describe('the US orders are personal pages, the calculators public', () => {
  it.each([
    '/delaware-franchise-tax/order/company',
    '/delaware-franchise-tax/order/review',
    '/delaware-franchise-tax/llc-order',
    '/delaware-corporate-income-tax/order/figures',
    '/wyoming-annual-report/order/package',
    '/texas-annual-report/company',
    '/usa-tax-filing/documents',
    '/usa-trademark-application/goods',
    '/usa-trademark-application/review',
    '/usa-payment',
  ])('%s is rendered per request with a nonce', (path) => expect(isPersonalPage(path)).toBe(true));

  it.each([
    '/delaware-franchise-tax',
    '/delaware-corporate-income-tax',
    '/wyoming-annual-report',
    '/texas-franchise-tax',
    '/usa-tax-filing',
    '/usa-trademark-application',
  ])('%s is public and prerendered', (path) => expect(isPersonalPage(path)).toBe(false));
});
