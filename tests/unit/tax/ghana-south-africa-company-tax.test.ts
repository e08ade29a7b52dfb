import { ghanaCorporateIncomeTax, GHANA_CIT_RATES } from '@/lib/tax/ghana-corporate-income-tax';
import { southAfricaCompanyRate, southAfricaCompanyTax } from '@/lib/tax/south-africa-company-tax';

describe('Ghana corporate income tax, an estimate [S340][S341][S342]', () => {
  it('taxes GH¢400,000 of chargeable income at 25%: GH¢100,000', () => {
    expect(ghanaCorporateIncomeTax(400_000_00, 'standard')).toBe(100_000_00);
  });

  it.each([
    ['hotel', 22_000_00],
    ['miningPetroleum', 35_000_00],
    ['nonTraditionalExport', 8_000_00],
  ] as const)('applies the %s rate to GH¢100,000', (sector, tax) => {
    expect(ghanaCorporateIncomeTax(100_000_00, sector)).toBe(tax);
  });

  it('rounds to the nearest pesewa, half up (25% of 1 pesewa is 0; of 2 pesewas is 1)', () => {
    expect(ghanaCorporateIncomeTax(1, 'standard')).toBe(0);
    expect(ghanaCorporateIncomeTax(2, 'standard')).toBe(1);
  });

  it('does not estimate a holiday or another rate, nor a negative income', () => {
    expect(ghanaCorporateIncomeTax(100_000_00, 'other')).toBeNull();
    expect(ghanaCorporateIncomeTax(-1, 'standard')).toBeNull();
    expect(GHANA_CIT_RATES.standard).toBe(2_500);
  });
});

describe('South African company income tax [S343][S344]', () => {
  it('taxes a company at 27% for a year ending 28 February 2026 and 28% before 31 March 2023', () => {
    expect(southAfricaCompanyTax(1_000_000_00, '2026-02-28', false)).toBe(270_000_00);
    expect(southAfricaCompanyTax(1_000_000_00, '2023-03-31', false)).toBe(270_000_00);
    expect(southAfricaCompanyTax(1_000_000_00, '2023-02-28', false)).toBe(280_000_00);
    expect(southAfricaCompanyRate('2023-03-30')).toBe(2_800);
  });

  it('applies the 2025/26 SBC table: nothing to R95,750, 7% to R365,000, then 21%, then 27%', () => {
    const sbc = (rand: number) => southAfricaCompanyTax(rand * 100, '2026-02-28', true);
    expect(sbc(95_750)).toBe(0);
    expect(sbc(100_000)).toBe(29_750); // 7% of R4,250 = R297.50
    expect(sbc(365_000)).toBe(18_847_50); // SARS rounds its R18,847.50 to R18,848
    expect(sbc(400_000)).toBe(18_848_00 + 7_350_00);
    expect(sbc(550_000)).toBe(57_698_00);
    expect(sbc(1_000_000)).toBe(57_698_00 + 121_500_00);
  });

  it('uses the table of the year: R91,250 for a year ending 31 March 2024, R87,300 for 2022', () => {
    expect(southAfricaCompanyTax(100_000_00, '2024-03-31', true)).toBe(612_50);
    expect(southAfricaCompanyTax(400_000_00, '2024-03-31', true)).toBe(19_163_00 + 7_350_00);
    expect(southAfricaCompanyTax(600_000_00, '2022-02-28', true)).toBe(58_289_00 + 14_000_00);
  });

  it('does not estimate years ending before 1 April 2021', () => {
    expect(southAfricaCompanyTax(100_000_00, '2021-02-28', false)).toBeNull();
    expect(southAfricaCompanyRate('2021-02-28')).toBeNull();
  });
});
