import type { SearchChoice } from '../../steps';

/**
 * Goods and services terms for the classes our customers file in most, each a term of the Nice
 * Classification's alphabetical list or class headings (13th edition, in force from 1 Jan 2026
 * [S76]), which the UKIPO accepts as written. Our own selection (general knowledge, UNCONFIRMED:
 * check each against the UKIPO's classification tool before launch). Terms are in English, the
 * language the UKIPO examines them in. Sunglasses and spectacles are left out: the 13th edition
 * moved them from class 9 to class 10 [S76].
 */
const TERMS: Readonly<Record<number, readonly string[]>> = {
  3: [
    'Cosmetics',
    'Soaps',
    'Perfumery',
    'Essential oils',
    'Hair lotions',
    'Non-medicated skin care preparations',
    'Dentifrices',
  ],
  5: ['Pharmaceutical preparations', 'Dietary supplements', 'Vitamin preparations'],
  9: [
    'Computer software',
    'Downloadable computer software',
    'Downloadable mobile applications',
    'Computer hardware',
    'Downloadable electronic publications',
    'Headphones',
    'Cases for smartphones',
  ],
  14: ['Jewellery', 'Watches', 'Precious metals'],
  16: ['Printed matter', 'Books', 'Stationery', 'Paper bags'],
  18: [
    'Handbags',
    'Rucksacks',
    'Wallets',
    'Umbrellas',
    'Luggage',
    'Leather and imitations of leather',
  ],
  20: ['Furniture', 'Mirrors', 'Picture frames'],
  21: [
    'Household or kitchen utensils',
    'Household or kitchen containers',
    'Drinking glasses',
    'Cookware',
  ],
  25: ['Clothing', 'Footwear', 'Headgear', 'T-shirts', 'Hats', 'Jackets'],
  28: ['Toys', 'Games', 'Gymnastic and sporting articles'],
  29: [
    'Meat',
    'Fish',
    'Dairy products',
    'Edible oils',
    'Preserved, frozen, dried and cooked fruits and vegetables',
  ],
  30: [
    'Coffee',
    'Tea',
    'Bread',
    'Pastries',
    'Confectionery',
    'Chocolate',
    'Sauces [condiments]',
    'Spices',
  ],
  31: ['Fresh fruits and vegetables', 'Foodstuffs for animals'],
  32: ['Beers', 'Non-alcoholic beverages', 'Fruit juices', 'Mineral and aerated waters'],
  33: ['Alcoholic beverages, except beers', 'Wines', 'Spirits [beverages]'],
  35: [
    'Advertising',
    'Marketing',
    'Business management',
    'Business administration',
    'Office functions',
    'Retail services connected with the sale of clothing',
    'Retail services connected with the sale of foodstuffs',
  ],
  36: ['Insurance services', 'Financial services', 'Banking', 'Real estate services'],
  37: ['Building construction', 'Repair services', 'Installation services'],
  38: ['Telecommunications', 'Providing online forums'],
  39: ['Transport', 'Packaging and storage of goods', 'Travel arrangement'],
  41: [
    'Education',
    'Providing of training',
    'Entertainment',
    'Sporting and cultural activities',
    'Arranging and conducting of conferences',
    'Publication of books',
  ],
  42: [
    'Software as a service [SaaS]',
    'Platform as a service [PaaS]',
    'Design and development of computer software',
    'Computer technology consultancy',
    'Hosting of websites',
    'Scientific research',
  ],
  43: [
    'Restaurant services',
    'Café services',
    'Catering services',
    'Bar services',
    'Hotel services',
    'Temporary accommodation',
  ],
  44: ['Medical services', 'Hairdressing', 'Beauty salon services', 'Veterinary services'],
  45: [
    'Legal services',
    'Dating services',
    'Security services for the protection of property and individuals',
  ],
};

const slug = (term: string) =>
  term
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every term as a choice: value `25:t-shirts`, shown "25 · T-shirts" (class, then term: the same in every language). */
export const TRADEMARK_TERMS: readonly SearchChoice[] = Object.entries(TERMS).flatMap(
  ([nice, terms]) =>
    terms.map((term) => ({ value: `${nice}:${slug(term)}`, label: `${nice} · ${term}` })),
);

const VALUES = new Set(TRADEMARK_TERMS.map((t) => t.value));

export function isTrademarkTerm(value: string): boolean {
  return VALUES.has(value);
}

/** The Nice class of a term's value ('25:t-shirts' → 25). */
export function classOfTerm(value: string): number {
  return Number(value.split(':')[0]);
}

/** The 45 Nice classes: 1–34 goods, 35–45 services. */
export const NICE_CLASSES = Array.from({ length: 45 }, (_, i) => String(i + 1));
