import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { offerings } from '@/lib/catalogue/catalogue';
import { formatMoney, toMinor, type Currency } from '@/lib/catalogue/money';
import { jurisdictionIds } from '@/lib/catalogue/jurisdictions';
import { allInclusions, packageIds } from '@/lib/catalogue/packages';
import { quote } from '@/lib/catalogue/quote';
import { serviceIds } from '@/lib/catalogue/services';

const namespaces = [
  'Catalogue',
  'Pricing',
  'Compare',
  'Countries',
  'SelectJurisdiction',
  'Services',
  'EntitySelection',
  'ShareCapital',
] as const;

/** Every leaf path of a message tree (array items count as leaves of their index). */
function leaves(node: unknown, prefix = ''): string[] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('catalogue messages', () => {
  it.each(namespaces)('%s has the same keys in English and French', (ns) => {
    expect(leaves(fr[ns]).sort()).toEqual(leaves(en[ns]).sort());
  });

  it('names every service, jurisdiction, package and inclusion in both languages', () => {
    for (const messages of [en, fr]) {
      const c = messages.Catalogue;
      for (const id of serviceIds) expect(c.services[id].title.length).toBeGreaterThan(3);
      for (const id of jurisdictionIds) expect(c.jurisdictions[id].length).toBeGreaterThan(1);
      for (const id of packageIds) expect(c.packages[id].name.length).toBeGreaterThan(1);
      for (const id of allInclusions) expect(c.inclusions[id].length).toBeGreaterThan(3);
    }
  });

  it('labels every government fee line the catalogue can produce', () => {
    const labels = new Set(
      offerings.flatMap((o) =>
        packageIds.flatMap((p) =>
          quote(o.jurisdiction, o.service, p).governmentFeeLines.map((l) => l.label),
        ),
      ),
    );
    labels.add('trademarkAdditionalClasses');
    for (const label of labels) {
      expect([label, en.Catalogue.feeLines[label]]).toEqual([label, expect.any(String)]);
      expect([label, fr.Catalogue.feeLines[label]]).toEqual([label, expect.any(String)]);
    }
  });

  it('writes French amounts with non-breaking spaces so they never wrap mid-number', () => {
    // Every text, less the example phone numbers of the form hints (grouped as they are dialled).
    const text = JSON.stringify(fr).replace(/\+?\d{2,4}(?: \d{2,4}){2,3}/g, '');
    expect(text.match(/.{0,20}\d \d{3}(?!\d).{0,10}/g)).toBeNull();
    expect(text.match(/.{0,20}\d [₦$€£].{0,10}/g)).toBeNull();
  });

  // The whole message files, not only the catalogue's namespaces: an FAQ answer, a blog article
  // or a wizard hint that wrote a fee out would go stale the day the catalogue changes.
  it('never write a quoted fee into the texts: amounts come from the catalogue', () => {
    const quoted = new Map<string, { amount: number; currency: Currency }>();
    for (const o of offerings) {
      for (const p of packageIds) {
        const q = quote(o.jurisdiction, o.service, p);
        for (const amount of [
          ...q.governmentFeeLines.map((l) => l.amount),
          q.governmentFee,
          q.serviceFee,
        ])
          if (amount > 0) quoted.set(`${q.currency} ${amount}`, { amount, currency: q.currency });
      }
    }
    // Figures of the law that happen to equal a fee: not prices, so written in the text.
    // A new hit fails the test: read the figure from the catalogue, or add it here with its law.
    const naira = (locale: string, key: string, major: number) =>
      `${locale} ${key} ${formatMoney(toMinor(major), 'NGN', locale)}`;
    const lawFigures = ['en', 'fr'].flatMap((locale) => [
      // The minimum issued share capital of a private company, CAMA 2020 (domain notes, Nigeria
      // [S84]); it equals the ₦100,000 annual-return fee of one turnover band.
      ...[
        'Blog.articles.nigeria.sections.1.paragraphs.0',
        'Countries.nigeria.faq.1.a',
        'Countries.nigeria.prepare.3',
        'EntitySelection.nigeria.types.company.owners',
        'Pricing.nigeria.company.requirements.3',
        'WizardNigeria.company.steps.share-capital.intro',
      ].map((key) => naira(locale, key, 100_000)),
      // The late-filing penalty of a public company, Companies Regulations 2021 (domain notes,
      // Nigeria [S94][S95]); it equals the ₦1,000 name-reservation fee.
      naira(locale, 'WizardNigeria.annualReturns.explainer.penalties', 1_000),
    ]);
    const found: string[] = [];
    for (const [locale, messages] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      for (const key of leaves(messages)) {
        const text = String(
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
        );
        for (const { amount, currency } of quoted.values()) {
          const written = formatMoney(amount, currency, locale);
          const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          if (new RegExp(`(^|[^\\d.,])${escaped}(?![\\d,])`).test(text))
            found.push(`${locale} ${key} ${written}`);
        }
      }
    }
    expect(found.sort()).toEqual(lawFigures.sort());
  });
});

describe('the Nigerian tax-filing hint (issue 28)', () => {
  it('gives both conditions of the 0% rate and leaves out professional services, in both languages', () => {
    const hintEn = en.WizardNigeria.taxFiling.help.turnoverBand;
    const hintFr = fr.WizardNigeria.taxFiling.help.turnoverBand;
    expect(hintEn).toMatch(/₦100 million/);
    expect(hintEn).toMatch(/fixed assets up to ₦250 million/);
    expect(hintEn).toMatch(/not a professional-services firm/);
    expect(hintFr).toMatch(/immobilisations jusqu'à 250 millions ₦/);
    expect(hintFr).toMatch(/hors prestataires de services professionnels/);
  });
});
