import { z } from 'zod';
import { ALWAYS } from '@/lib/validation/text';
import {
  extraCharacterGroups,
  GOODS_SOURCES,
  MAX_ENTRIES_PER_CLASS,
  MAX_FILL_CHARACTERS,
  MAX_FREE_FORM_CHARACTERS,
  MAX_GOODS_CLASSES,
  placeholdersOf,
  type GoodsClass,
} from './uspto-goods';

/**
 * Goods and services of a US trade mark application, class by class: entries of the USPTO's
 * Trademark ID Manual (no surcharge) or free-form text ($200 per class, and $200 for each further
 * 1,000 characters: 37 CFR 2.6(a)(1)(v)-(vi) [S51][S52], from 2025-01-18).
 *
 * ID_MANUAL below is a curated subset of the Manual (idm-tmng.uspto.gov) for the classes our
 * customers file most, written as we read the Manual's entries in November 2026. It is not the
 * Manual: the attorney checks each chosen entry against the live Manual before filing, and an
 * entry it no longer lists is filed free-form only after the customer agrees to the new quote.
 * A `{…}` in an entry is a part the applicant completes, as in the Manual; the completed entry is
 * still an ID Manual entry for the fee.
 */

/** Nice classes 1–45 (the USPTO uses the international classification). */
export const NICE_CLASSES = Array.from({ length: 45 }, (_, i) => String(i + 1));

export const ID_MANUAL: Readonly<Record<string, readonly string[]>> = {
  '3': [
    'Cosmetics',
    'Non-medicated skin care preparations',
    'Hair shampoos and conditioners',
    'Hair oils',
    'Shea butter for cosmetic purposes',
    'Perfumes',
    'Non-medicated soaps',
    'Lipstick',
    'Nail polish',
    'Beard oil',
  ],
  '5': [
    'Dietary supplements',
    'Vitamin supplements',
    'Herbal supplements',
    'Hand sanitizing preparations',
    'Medicated skin care preparations',
    'Pharmaceutical preparations for {indicate the specific disease or condition}',
  ],
  '9': [
    'Downloadable mobile applications for {indicate the function of the programs}',
    'Downloadable computer software for {indicate the function of the programs}',
    'Recorded computer software for {indicate the function of the programs}',
    'Downloadable computer game software',
    'Downloadable electronic publications in the nature of {indicate the type of publication} in the field of {indicate the subject matter}',
    'Smartphones',
    'Headphones',
    'Cases for smartphones',
    'Battery chargers for mobile phones',
    'Sunglasses',
    'Eyeglasses',
    'USB flash drives',
    'Solar panels for the production of electricity',
  ],
  '14': ['Jewelry', 'Necklaces', 'Bracelets', 'Earrings', 'Rings being jewelry', 'Watches', 'Beads for making jewelry'],
  '16': ['Printed books in the field of {indicate the subject matter}', 'Notebooks', 'Stickers', 'Posters', 'Greeting cards', 'Paper bags'],
  '18': ['Handbags', 'Backpacks', 'Wallets', 'Tote bags', 'Leather bags', 'Travel bags', 'Umbrellas'],
  '21': ['Mugs', 'Water bottles sold empty', 'Cups', 'Cooking pots', 'Lunch boxes'],
  '25': [
    'T-shirts',
    'Shirts',
    'Hats',
    'Caps being headwear',
    'Hooded sweatshirts',
    'Jackets',
    'Pants',
    'Jeans',
    'Dresses',
    'Skirts',
    'Shorts',
    'Socks',
    'Footwear',
    'Sneakers',
    'Scarves',
  ],
  '29': ['Palm oil for food', 'Edible oils', 'Dried fruits', 'Processed nuts', 'Jams', 'Yogurt', 'Frozen vegetables'],
  '30': ['Coffee', 'Tea', 'Cocoa', 'Chocolate', 'Bread', 'Spices', 'Rice', 'Hot sauce', 'Honey', 'Cereal-based snack food'],
  '32': ['Bottled water', 'Fruit juices', 'Energy drinks', 'Soft drinks', 'Beer', 'Smoothies'],
  '35': [
    'Online retail store services featuring {indicate the field or type of goods}',
    'Wholesale distributorship services featuring {indicate the field or type of goods}',
    'Providing an online marketplace for buyers and sellers of goods and services',
    'Advertising services',
    'Marketing services',
    'Business consulting services',
    'Accounting services',
    'Bookkeeping services',
    'Import and export agencies',
    'Employment agency services',
  ],
  '36': [
    'Real estate brokerage',
    'Insurance brokerage',
    'Electronic funds transfer',
    'Crowdfunding',
    'Financial investment in the field of {indicate the field}',
  ],
  '39': [
    'Freight forwarding services',
    'Courier services',
    'Freight brokerage',
    'Warehouse storage services',
    'Taxi transport',
    'Travel agency services, namely, making reservations and bookings for transportation',
  ],
  '41': [
    'Educational services, namely, conducting classes, seminars, conferences and workshops in the field of {indicate the field}',
    'Entertainment in the nature of live musical performances',
    'Personal fitness training services',
    'Tutoring',
    'Arranging, organizing, conducting, and hosting social entertainment events',
  ],
  '42': [
    'Software as a service (SAAS) services featuring software for {indicate the function of the software}',
    'Providing temporary use of online non-downloadable software for {indicate the function of the software}',
    'Platform as a service (PAAS) featuring computer software platforms for {indicate the function of the software}',
    'Cloud computing featuring software for use in {indicate the function of the software}',
    'Design and development of computer software',
    'Hosting the web sites of others on a computer server for a global computer network',
    'Information technology consulting services',
    'Graphic design services',
  ],
  '43': ['Restaurant services', 'Take-out restaurant services', 'Catering services', 'Café services', 'Bar services', 'Hotel services', 'Bed and breakfast services'],
  '44': ['Beauty salon services', 'Hair salon services', 'Nail salon services', 'Medical services', 'Telemedicine services'],
  '45': ['Legal services', 'Online social networking services', 'Dating services', 'Personal shopping for others', 'Security guard services'],
};

/** The curated entries of a class (empty for the classes we have none for). */
export function entriesOf(classNumber: string): readonly string[] {
  return ID_MANUAL[classNumber] ?? [];
}

/** Entries of a class whose wording contains every word typed, case and accents aside. */
export function searchEntries(classNumber: string, query: string): string[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return entriesOf(classNumber).filter((term) => words.every((word) => fold(term).includes(word)));
}

/** What the quote needs: classes, free-form classes and their extra character groups. */
export function goodsQuoteOptions(goods: unknown): { classes: number; freeFormClasses: number; freeFormExtraCharacterGroups: number } | null {
  if (!Array.isArray(goods) || goods.length === 0) return null;
  const classes = goods as Partial<GoodsClass>[];
  const freeForm = classes.filter((c) => c?.source === 'freeForm');
  return {
    classes: classes.length,
    freeFormClasses: freeForm.length,
    freeFormExtraCharacterGroups: freeForm.reduce((sum, c) => sum + extraCharacterGroups(typeof c.description === 'string' ? c.description : ''), 0),
  };
}

const entrySchema = z.object({
  term: z.string(),
  fills: z.array(z.string().trim().max(MAX_FILL_CHARACTERS, 'tooLong')).default([]),
});

const classSchema = z
  .object({
    classNumber: z.enum(NICE_CLASSES as [string, ...string[]], { error: 'goodsClassRequired' }),
    source: z.enum(GOODS_SOURCES, { error: 'required' }),
    entries: z.array(entrySchema).max(MAX_ENTRIES_PER_CLASS, 'tooMany').default([]),
    description: z.string().default(''),
  })
  .superRefine((value, ctx) => {
    const entries = Array.isArray(value.entries) ? value.entries : [];
    if (value.source === 'idManual') {
      if (entries.length === 0) ctx.addIssue({ code: 'custom', path: ['entries'], message: 'goodsEntryRequired' });
      entries.forEach((entry, i) => {
        if (!entry || !entriesOf(value.classNumber).includes(entry.term))
          ctx.addIssue({ code: 'custom', path: ['entries', i, 'term'], message: 'goodsEntryUnknown' });
        placeholdersOf(entry?.term ?? '').forEach((_, j) => {
          if (!(Array.isArray(entry.fills) ? entry.fills[j] : '')?.trim()) ctx.addIssue({ code: 'custom', path: ['entries', i, 'fills', j], message: 'goodsFillRequired' });
        });
      });
    } else if (value.source === 'freeForm') {
      const length = (typeof value.description === 'string' ? value.description : '').trim().length;
      if (length === 0) ctx.addIssue({ code: 'custom', path: ['description'], message: 'required' });
      else if (length > MAX_FREE_FORM_CHARACTERS) ctx.addIssue({ code: 'custom', path: ['description'], message: 'tooLong', params: { max: MAX_FREE_FORM_CHARACTERS } });
    }
  }, ALWAYS)
  // Only what the class's source uses is kept: a free-form class carries no entries, and back.
  .transform((value) => (value.source === 'idManual' ? { ...value, description: '' } : { ...value, entries: [] }));

/** The goods and services: one to ten classes, each once. */
export const goodsSchema = z
  .array(classSchema, { error: 'goodsRequired' })
  .min(1, 'goodsRequired')
  .max(MAX_GOODS_CLASSES, 'tooMany')
  .superRefine((classes, ctx) => {
    const seen = new Set<string>();
    // ALWAYS runs this on input that failed the array check too (an unanswered or mangled draft).
    if (!Array.isArray(classes)) return;
    classes.forEach((c, i) => {
      if (!c || typeof c !== 'object') return;
      if (seen.has(c.classNumber)) ctx.addIssue({ code: 'custom', path: [i, 'classNumber'], message: 'goodsClassTwice' });
      seen.add(c.classNumber);
    });
  }, ALWAYS);
