import { downloadDocument } from '@/lib/api/v1/documents';

type Params = { params: Promise<{ id: string }> };

/** GET /api/v1/documents/{id}?token&expires&signature: a signed, expiring download (no session). */
export const GET = async (request: Request, { params }: Params) =>
  downloadDocument(request, await params);
