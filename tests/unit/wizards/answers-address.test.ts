import { addressValue } from '@/components/wizards/answers-summary';

describe('an address in the answers', () => {
  it('is written street first and country last, whatever order the stored object has', () => {
    // jsonb gives the keys back shortest first: city, street, country, postalCode.
    const stored = {
      city: 'Lagos',
      street: '4 Bourdillon Road',
      country: 'NG',
      postalCode: '101233',
    };
    expect(addressValue(stored, 'en')).toBe('4 Bourdillon Road, Lagos, 101233, Nigeria');
    expect(addressValue({ ...stored, country: 'GB' }, 'fr')).toBe(
      '4 Bourdillon Road, Lagos, 101233, Royaume-Uni',
    );
    expect(
      addressValue({ postcode: 'EC4Y 1AA', city: 'London', street: '10 Fleet Street' }, 'en'),
    ).toBe('10 Fleet Street, London, EC4Y 1AA');
    expect(addressValue({}, 'en')).toBe('—');
  });
});
