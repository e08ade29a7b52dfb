import { listDocuments } from '@/lib/api/v1/documents';

type Params = { params: Promise<{ reference: string }> };

/** GET /api/v1/applications/{reference}/documents: delivered documents with expiring links. */
export const GET = async (request: Request, { params }: Params) =>
  listDocuments(request, await params);
