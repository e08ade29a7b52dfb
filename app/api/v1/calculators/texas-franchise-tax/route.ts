import { calculateTexasTax } from '@/lib/api/v1/calculators';

/** POST /api/v1/calculators/texas-franchise-tax: the site's calculator, no token (issue 37). */
export const POST = (request: Request) => calculateTexasTax(request);
