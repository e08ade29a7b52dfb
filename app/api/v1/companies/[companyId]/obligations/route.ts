import { listObligations } from '@/lib/api/v1/companies';

type Params = { params: Promise<{ companyId: string }> };

/** GET /api/v1/companies/{companyId}/obligations: the company's calendar (issue 37). */
export const GET = async (request: Request, { params }: Params) =>
  listObligations(request, await params);
