import { calculateWyomingTax } from '@/lib/api/v1/calculators';

/** POST /api/v1/calculators/wyoming-license-tax: the site's calculator, no token (issue 37). */
export const POST = (request: Request) => calculateWyomingTax(request);
