import { startOrder } from '@/lib/api/v1/companies';

type Params = { params: Promise<{ companyId: string }> };

/** POST /api/v1/companies/{companyId}/orders: the link to a prefilled order to review and pay. */
export const POST = async (request: Request, { params }: Params) =>
  startOrder(request, await params);
