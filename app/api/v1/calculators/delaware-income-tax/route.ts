import { calculateIncomeTax } from '@/lib/api/v1/calculators';

/** POST /api/v1/calculators/delaware-income-tax: the site's calculator, no token (issue 37). */
export const POST = (request: Request) => calculateIncomeTax(request);
