import { ID_MANUAL, searchEntries } from '@/lib/wizards/definitions/usa/uspto-id-manual';

// The classes issue 28 asks to cover with at least 30 ID Manual entries each.
const COVERED = [
  '3',
  '5',
  '9',
  '10',
  '14',
  '16',
  '18',
  '20',
  '21',
  '25',
  '29',
  '30',
  '31',
  '32',
  '33',
  '35',
  '36',
  '41',
  '42',
  '43',
  '44',
  '45',
];

const EYEWEAR = /sunglass|eyeglass|spectacle|eyewear|contact lens|reading glasses/i;

describe('the USPTO ID Manual entries offered', () => {
  it.each(COVERED)('offers at least 30 entries in class %s, each once', (classNumber) => {
    const entries = ID_MANUAL[classNumber] ?? [];
    expect(entries.length).toBeGreaterThanOrEqual(30);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('finds flour in class 30, so a cassava-flour brand needs no free-form surcharge', () => {
    expect(searchEntries('30', 'flour')).toEqual(expect.arrayContaining(['Flour']));
    expect(searchEntries('30', 'cassava flour')).toEqual(['Cassava flour']);
  });

  it('classes eyewear in class 10, as the 13th Nice edition does, and none in class 9', () => {
    expect((ID_MANUAL['9'] ?? []).filter((entry) => EYEWEAR.test(entry))).toEqual([]);
    expect(searchEntries('10', 'sunglasses')).toEqual(['Sunglasses']);
    expect(searchEntries('10', 'eyeglasses')).toEqual(['Eyeglasses']);
    expect(
      Object.entries(ID_MANUAL).filter(
        ([c, entries]) => c !== '10' && entries.some((e) => EYEWEAR.test(e)),
      ),
    ).toEqual([]);
  });
});
