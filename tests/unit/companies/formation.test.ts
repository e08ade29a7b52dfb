import { formationPrefill, isFormationFlow } from '@/lib/companies/formation';

describe('the formation → company prefill', () => {
  it('knows the formations and nothing else', () => {
    expect(isFormationFlow('delaware-corporation')).toBe(true);
    expect(isFormationFlow('nigeria-nonprofit')).toBe(true);
    expect(isFormationFlow('delaware-annual-report')).toBe(false);
    expect(isFormationFlow('uk-trademark')).toBe(false);
  });

  it('takes a US corporation’s name, office, directors and officers from its answers', () => {
    expect(
      formationPrefill('delaware-corporation', {
        companyName: ' Acme Robotics, Inc. ',
        principalAddress: { line1: '1 Main St', city: 'Dover', state: 'DE', zip: '19901' },
        directors: [{ fullName: 'Ada Lovelace', address: 'x' }],
        officers: [{ fullName: 'Grace Hopper', officerTitle: 'president' }, { fullName: '' }],
      }),
    ).toEqual({
      jurisdiction: 'delaware',
      entity: 'corporation',
      legalName: 'Acme Robotics, Inc.',
      yearEnd: '',
      registeredOffice: '1 Main St, Dover, DE, 19901',
      officers: [
        { name: 'Ada Lovelace', role: 'director', email: '', wantsReminders: false },
        { name: 'Grace Hopper', role: 'officer', email: '', wantsReminders: false },
      ],
    });
  });

  it('takes the first proposed name, the secretary, and South Africa’s year-end month as its last day', () => {
    const za = formationPrefill('south-africa-company', {
      proposedName1: 'Karoo Trading',
      proposedName2: 'Other',
      financialYearEnd: '2',
    });
    expect(za).toMatchObject({
      jurisdiction: 'south-africa',
      legalName: 'Karoo Trading',
      yearEnd: '02-28',
    });
    const ng = formationPrefill('nigeria-company', {
      proposedName1: 'Okafor Ltd',
      secretaryName: 'Bola M',
    });
    expect(ng.officers).toEqual([
      { name: 'Bola M', role: 'secretary', email: '', wantsReminders: false },
    ]);
  });

  it('records an Ontario corporation where the customer chose Ontario', () => {
    expect(formationPrefill('canada-company', { regime: 'ontario' }).jurisdiction).toBe('ontario');
    expect(formationPrefill('canada-company', { regime: 'federal' }).jurisdiction).toBe(
      'canada-federal',
    );
  });
});
