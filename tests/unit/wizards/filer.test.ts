import { WIZARDS } from '@/lib/wizards/registry';
import { filerOf } from '@/lib/wizards/steps';
import { flowIds } from '@/lib/wizards/flows';

describe('the person filing, for the review step’s sign-up', () => {
  it.each(flowIds)('%s names one field for the filer’s name and one for their e-mail', (flow) => {
    const fields = WIZARDS[flow].steps.flatMap((s) => s.fields);
    const tokens = fields.flatMap((f) =>
      'autoComplete' in f && (f.autoComplete === 'name' || f.autoComplete === 'email')
        ? [f.autoComplete]
        : [],
    );
    expect(tokens.sort()).toEqual(['email', 'name']);
  });

  it('reads the submitter’s fields of a company and the contact fields of a one-page filing', () => {
    expect(
      filerOf(WIZARDS['nigeria-company'], {
        submitterName: ' Ada Obi ',
        submitterEmail: 'ada@example.com',
        companyEmail: 'co@example.com',
      }),
    ).toEqual({
      fullName: 'Ada Obi',
      email: 'ada@example.com',
    });
    expect(
      filerOf(WIZARDS['nigeria-tax-filing'], {
        contactName: 'Tunde',
        contactEmail: 'tunde@example.com',
      }),
    ).toEqual({ fullName: 'Tunde', email: 'tunde@example.com' });
    expect(filerOf(WIZARDS['ghana-company'], {})).toEqual({ fullName: '', email: '' });
  });
});
