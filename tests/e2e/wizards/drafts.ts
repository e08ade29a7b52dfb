/**
 * Complete, valid answers of some wizards, as the browser draft holds them. The tests that are
 * about what comes after the form (payment, authorisation, accessibility of later steps) start
 * from these instead of typing every step again; the typing is covered by the flows' own specs.
 */

/** Nigeria company (CAMA 2020): one director and no secretary, which a small company may have. */
export function nigeriaCompanyDraft(pkg: 'basic' | 'standard' | 'premium') {
  return {
    proposedName1: 'Adaeze Foods Limited',
    proposedName2: 'Adaeze Kitchen Ltd',
    companyType: 'private',
    registeredOffice: { street: '12 Admiralty Way', city: 'Lekki', lga: 'Eti-Osa', state: 'Lagos' },
    companyEmail: 'hello@adaezefoods.ng',
    companyPhone: '08031234567',
    principalActivity: 'Food processing',
    businessDescription: 'Processing and packaging of local foods.',
    objects: ['To process and package foods'],
    issuedShareCapital: '1000000',
    numberOfShares: '1000000',
    foreignParticipation: 'no',
    smallCompany: 'yes',
    directors: [
      { fullName: 'Adaeze Okafor', dateOfBirth: '1988-04-12', gender: 'female', nationality: 'NG', nin: '12345678901', passportNumber: '', occupation: 'Entrepreneur', email: 'adaeze@example.com', phone: '08031234567', residentialAddress: '4 Bourdillon Road, Ikoyi' },
    ],
    shareholders: [{ fullName: 'Adaeze Okafor', nationality: 'NG', nin: '12345678901', passportNumber: '', email: 'adaeze@example.com', phone: '08031234567', shares: '1000000' }],
    psc: [{ fullName: 'Adaeze Okafor', nationality: 'NG', natureOfControl: 'shares', percentage: '100', residentialAddress: '4 Bourdillon Road, Ikoyi' }],
    hasSecretary: 'no',
    secretaryType: '',
    secretaryName: '',
    secretaryEmail: '',
    secretaryAddress: '',
    submitterName: 'Adaeze Okafor',
    submitterEmail: 'adaeze@example.com',
    submitterPhone: '08031234567',
    submitterRole: 'director',
    witnessName: 'Chinedu Obi',
    witnessOccupation: 'Lawyer',
    witnessAddress: '7 Marina, Lagos',
    consent: true,
    package: pkg,
  };
}

/** The last step index of the Nigeria company wizard (the package step; the review follows). */
export const NIGERIA_COMPANY_LAST_STEP = 8;

export function taxFilingDraft(entityName = 'Adaeze Foods Limited') {
  return {
    entityName,
    cacNumber: 'RC 1234567',
    taxType: 'cit',
    accountingYearEnd: '2025-12-31',
    turnoverBand: 'upTo25m',
    contactName: 'Adaeze Okafor',
    contactEmail: 'adaeze@example.com',
    contactPhone: '08031234567',
    package: 'standard',
    consent: true,
  };
}

export function annualReturnsDraft(entityName = 'Adaeze Foods Limited') {
  return {
    entityType: 'company',
    entityName,
    cacNumber: 'RC 7654321',
    incorporationDate: '2019-05-14',
    yearsToFile: '2',
    turnoverBand: 'upTo25m',
    contactName: 'Adaeze Okafor',
    contactEmail: 'adaeze@example.com',
    contactPhone: '08031234567',
    package: 'standard',
    consent: true,
  };
}

/** Ghana company (Act 992): two directors, one ordinarily resident in Ghana. */
export function ghanaCompanyDraft() {
  const director = { dateOfBirth: '1982-03-04', placeOfBirth: 'Kumasi', nationality: 'GH', occupation: 'Trader', passportNumber: '', residentialAddress: '2 Ring Road, Accra', phone: '0241234567' };
  return {
    companyName: 'Kwame Cocoa Exports Limited',
    natureOfBusiness: 'Export of processed cocoa',
    constitution: 'standard',
    registeredOffice: { street: '14 Oxford Street', city: 'Osu, Accra', region: 'Greater Accra', digitalAddress: 'GA-183-8164' },
    postalAddress: '',
    companyEmail: 'info@kwamecocoa.com.gh',
    companyPhone: '0241234567',
    directors: [
      { ...director, fullName: 'Kwame Mensah', ghanaCardPin: 'GHA-123456789-1', residentInGhana: 'yes', digitalAddress: 'GA-059-3733', email: 'kwame@example.com' },
      { ...director, fullName: 'Ama Owusu', ghanaCardPin: 'GHA-987654321-0', residentInGhana: 'no', digitalAddress: '', email: 'ama@example.com' },
    ],
    secretaryName: 'Yaw Boateng',
    secretaryQualification: 'lawyer',
    secretaryEmail: 'yaw@example.com',
    secretaryPhone: '0271234567',
    auditorName: 'Boateng & Co.',
    auditorAddress: '1 Independence Avenue, Accra',
    officersConsent: true,
    statedCapital: '50000',
    authorisedShares: '100000',
    issuedShares: '50000',
    foreignParticipation: 'none',
    foreignCapitalUsd: '',
    shareholders: [{ fullName: 'Kwame Mensah', nationality: 'GH', shares: '50000' }],
    package: 'standard',
    submitterName: 'Kwame Mensah',
    submitterEmail: 'kwame@example.com',
    submitterPhone: '0241234567',
    consent: true,
  };
}

/** South African company (Companies Act 71 of 2008): one shareholder who is also the director. */
export function southAfricaCompanyDraft() {
  return {
    proposedName1: 'Thabo Solar (Pty) Ltd',
    proposedName2: '',
    proposedName3: '',
    proposedName4: '',
    moi: 'standard',
    registeredOffice: { street: '21 Long Street', city: 'Cape Town', province: 'Western Cape', postalCode: '8001' },
    financialYearEnd: '2',
    companyEmail: 'info@thabosolar.co.za',
    companyPhone: '0821234567',
    shareholders: [{ fullName: 'Thabo Nkosi', nationality: 'ZA', saIdNumber: '8001015009087', passportNumber: '', email: 'thabo@example.com', phone: '0821234567', percentage: '100', isDirector: 'yes' }],
    addBbbeeAffidavit: false,
    addTaxRegistration: false,
    expectedTurnover: 'upTo1m',
    package: 'standard',
    submitterName: 'Thabo Nkosi',
    submitterEmail: 'thabo@example.com',
    submitterPhone: '0821234567',
    consent: true,
  };
}
