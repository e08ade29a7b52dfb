import { contactDefaults } from '@/lib/public-forms/contact/options';
import { contactSchema, type ContactInput } from '@/lib/public-forms/contact/schemas';
import { isValidPhone, toE164 } from '@/lib/validation/phone';

const valid: ContactInput = {
  name: 'Ada Okafor',
  email: 'ada@example.ng',
  phone: '',
  country: 'NG',
  topic: 'company',
  message: 'I would like to register a private company in Lagos.',
  altcha: 'payload',
};

function errorsOf(input: unknown): Record<string, string[]> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[String(issue.path[0])] ??= []).push(issue.message);
  return errors;
}

describe('phone numbers by country', () => {
  it.each([
    ['08031234567', 'NG'],
    ['0803 123 4567', 'NG'],
    ['+234 803 123 4567', 'NG'],
    ['0241234567', 'GH'],
    ['+233 20 123 4567', 'GH'],
    ['07911 123456', 'GB'],
    ['020 7946 0018', 'GB'],
    ['+44 7911 123456', 'GB'],
  ] as const)('accepts %s for %s', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(true);
  });

  it.each([
    { phone: '0803123456', country: 'NG', why: 'one digit short' },
    { phone: '+234 000 123 4567', country: 'NG', why: 'no such prefix' },
    { phone: '024123456', country: 'GH', why: 'one digit short' },
    { phone: '07911 12345', country: 'GB', why: 'one digit short' },
    { phone: '01234', country: 'GB', why: 'far too short' },
    { phone: 'call me', country: 'NG', why: 'not a number' },
  ] as const)('refuses $phone for $country ($why)', ({ phone, country }) => {
    expect(isValidPhone(phone, country)).toBe(false);
  });

  it('reads a local number in the country chosen, not another', () => {
    // A Ghanaian mobile in local form is not a Nigerian number.
    expect(isValidPhone('0241234567', 'NG')).toBe(false);
  });

  it('stores numbers in E.164', () => {
    expect(toE164('0803 123 4567', 'NG')).toBe('+2348031234567');
    expect(toE164('024 123 4567', 'GH')).toBe('+233241234567');
    expect(toE164('07911 123456', 'GB')).toBe('+447911123456');
  });
});

describe('contact form schema', () => {
  it('accepts a complete message without a phone', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts a valid Ghanaian number when Ghana is chosen', () => {
    expect(
      contactSchema.safeParse({ ...valid, country: 'GH', phone: '024 123 4567' }).success,
    ).toBe(true);
  });

  it('needs an international number when the country is "other"', () => {
    expect(errorsOf({ ...valid, country: 'other', phone: '08031234567' })).toEqual({
      phone: ['phoneInvalid'],
    });
    expect(
      contactSchema.safeParse({ ...valid, country: 'other', phone: '+1 416 967 1111' }).success,
    ).toBe(true);
  });

  it('names every missing field of the empty form with its own message', () => {
    expect(errorsOf(contactDefaults)).toEqual({
      name: ['nameRequired'],
      email: ['emailRequired'],
      country: ['countryRequired'],
      topic: ['topicRequired'],
      message: ['messageTooShort'],
      altcha: ['captchaRequired'],
    });
  });

  it('refuses a malformed e-mail address', () => {
    expect(errorsOf({ ...valid, email: 'ada@' })).toEqual({ email: ['emailInvalid'] });
    expect(errorsOf({ ...valid, email: 'ada example.com' })).toEqual({ email: ['emailInvalid'] });
  });

  it('refuses an invalid phone number for the country while other fields are fine', () => {
    expect(errorsOf({ ...valid, phone: '0803123' })).toEqual({ phone: ['phoneInvalid'] });
  });

  it('refuses a country or topic outside the lists', () => {
    expect(errorsOf({ ...valid, country: 'FR' })).toEqual({ country: ['countryRequired'] });
    expect(errorsOf({ ...valid, topic: 'gossip' })).toEqual({ topic: ['topicRequired'] });
  });

  it('bounds the message length', () => {
    expect(errorsOf({ ...valid, message: 'Hi there' })).toEqual({ message: ['messageTooShort'] });
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: ['messageTooLong'],
    });
  });

  it('trims what was typed', () => {
    const result = contactSchema.parse({
      ...valid,
      name: '  Ada Okafor  ',
      email: ' ada@example.ng ',
    });
    expect(result.name).toBe('Ada Okafor');
    expect(result.email).toBe('ada@example.ng');
  });
});

describe('contact form schema, several mistakes at once', () => {
  it('reports a wrong phone for the country even while the topic is not chosen', () => {
    expect(errorsOf({ ...valid, topic: '', phone: '0803123' })).toEqual({
      topic: ['topicRequired'],
      phone: ['phoneInvalid'],
    });
  });
});
