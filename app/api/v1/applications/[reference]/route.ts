import { showApplication } from '@/lib/api/v1/applications';

type Params = { params: Promise<{ reference: string }> };

/** GET /api/v1/applications/{reference}: status, the customer-visible timeline and payments. */
export const GET = async (request: Request, { params }: Params) =>
  showApplication(request, await params);
