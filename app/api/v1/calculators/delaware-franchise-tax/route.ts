import { calculateFranchiseTax } from '@/lib/api/v1/calculators';

/** POST /api/v1/calculators/delaware-franchise-tax: the site's calculator, no token (issue 37). */
export const POST = (request: Request) => calculateFranchiseTax(request);
