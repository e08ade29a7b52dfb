import { downloadReceipt } from '@/lib/api/v1/receipts';

type Params = { params: Promise<{ id: string }> };

/** GET /api/v1/receipts/{id}?token&expires&signature: a signed, expiring receipt PDF (no session). */
export const GET = async (request: Request, { params }: Params) =>
  downloadReceipt(request, await params);
