import { createTranslator } from 'next-intl';
import { lookup, refText } from '@/lib/i18n/message';

const messages = {
  Wizard: {
    help: { address: { street: 'Number and street' } },
    fields: { email: 'E-mail' },
    errors: { tooLong: 'At most {max} characters', unexpected: 'Something went wrong' },
  },
  Flow: { fields: { email: 'Your e-mail' } },
};
const t = createTranslator({ locale: 'en', messages, onError: () => {} });
const errors = createTranslator({
  locale: 'en',
  messages,
  namespace: 'Wizard',
  onError: () => {},
});

describe('looking up a key made at run time', () => {
  it('gives the first of the keys that names a message, with its values', () => {
    expect(lookup(t, ['Flow.fields.email', 'Wizard.fields.email'])).toBe('Your e-mail');
    expect(lookup(t, ['Flow.fields.name', 'Wizard.fields.email'])).toBe('E-mail');
    expect(lookup(t, 'Wizard.errors.tooLong', { max: 80 })).toBe('At most 80 characters');
  });

  it('never reads a namespace as a message, and says so when nothing matches', () => {
    expect(lookup(t, 'Wizard.help.address')).toBeNull();
    expect(lookup(t, ['Flow.help.x', 'Wizard.help.x'])).toBeNull();
  });

  it('reads a message reference under its prefix, else the fallback', () => {
    const fallback = { prefix: 'errors.', fallback: 'errors.unexpected' };
    expect(refText(errors, { key: 'tooLong', values: { max: 5 } }, fallback)).toBe(
      'At most 5 characters',
    );
    expect(refText(errors, { key: 'noSuchError' }, fallback)).toBe('Something went wrong');
  });
});
