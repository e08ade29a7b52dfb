import {
  internationalAddress,
  isPoBox,
  usAddress,
  usStreetAddressIn,
} from '@/lib/validation/address';

describe('US and foreign addresses', () => {
  const street = { street: '1209 Orange Street', city: 'Wilmington', state: 'DE', zip: '19801' };

  it('refuses a PO box however it is written, and keeps real streets', () => {
    for (const box of [
      'PO Box 12',
      'P.O. Box 12',
      'p o box 7',
      'POB 44',
      'Post Office Box 9',
      'Box 12',
      '12 Main St, PO Box 5',
    ])
      expect(isPoBox(box)).toBe(true);
    for (const real of [
      '1209 Orange Street',
      '30 N Gould St Ste R',
      'Boxwood Lane 4',
      '5 Pobble Way',
    ])
      expect(isPoBox(real)).toBe(false);
    const result = usAddress.safeParse({ ...street, street: 'PO Box 12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['street'], message: 'poBox' });
  });

  it('checks the ZIP code and the state of a registered office', () => {
    expect(usAddress.safeParse(street).success).toBe(true);
    expect(usAddress.safeParse({ ...street, zip: '19801-1234' }).success).toBe(true);
    expect(usAddress.safeParse({ ...street, zip: '1980' }).error?.issues[0]?.message).toBe('zip');
    expect(usStreetAddressIn('DE').safeParse(street).success).toBe(true);
    const wyoming = usStreetAddressIn('WY').safeParse(street);
    expect(wyoming.error?.issues[0]).toMatchObject({ path: ['state'], message: 'wrongState' });
  });

  it('accepts an address abroad with a known country, region and postal code optional', () => {
    expect(
      internationalAddress.safeParse({
        street: '12 Admiralty Way',
        city: 'Lagos',
        region: '',
        postalCode: '',
        country: 'NG',
      }).success,
    ).toBe(true);
    expect(
      internationalAddress.safeParse({ street: '12 Admiralty Way', city: 'Lagos', country: 'XX' })
        .success,
    ).toBe(false);
  });
});
