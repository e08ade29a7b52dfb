import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { offerings } from '@/lib/catalogue/catalogue';
import { formatMoney } from '@/lib/catalogue/money';
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
    const text = JSON.stringify(namespaces.map((ns) => fr[ns]));
    expect(text).not.toMatch(/\d \d{3}(?!\d)/);
    expect(text).not.toMatch(/\d ₦/);
  });

  it('never write a quoted government fee into the texts: amounts come from the catalogue', () => {
    const quoted = offerings.flatMap((o) => {
      const q = quote(o.jurisdiction, o.service, 'basic');
      return [...q.governmentFeeLines.map((l) => l.amount), q.governmentFee]
        .filter((amount) => amount > 0)
        .map((amount) => ({ amount, currency: q.currency }));
    });
    for (const [locale, messages] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const text = JSON.stringify(namespaces.map((ns) => messages[ns]));
      for (const { amount, currency } of quoted) {
        const written = formatMoney(amount, currency, locale).replace(
          /[.*+?^${}()|[\]\\]/g,
          '\\$&',
        );
        expect([written, text]).not.toEqual([
          written,
          expect.stringMatching(new RegExp(`(^|[^\\d.,])${written}(?![\\d,])`)),
        ]);
      }
    }
  });
});
