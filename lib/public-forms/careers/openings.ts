/**
 * Open positions, shown on /careers and offered in the application form. Titles and
 * descriptions live in messages (`Careers.openings.<id>`).
 */
export const careerOpenings = [
  { id: 'registration-specialist-lagos', location: 'lagos', type: 'fullTime' },
  { id: 'compliance-associate-accra', location: 'accra', type: 'fullTime' },
  { id: 'customer-success-remote', location: 'remote', type: 'fullTime' },
  { id: 'software-engineer-remote', location: 'remote', type: 'fullTime' },
] as const;
