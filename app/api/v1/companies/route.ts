import { listCompanies } from '@/lib/api/v1/companies';

/** GET /api/v1/companies: the token owner's companies (issue 37). */
export const GET = (request: Request) => listCompanies(request);
