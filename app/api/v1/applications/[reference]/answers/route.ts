import { answerApplication } from '@/lib/api/v1/applications';

type Params = { params: Promise<{ reference: string }> };

/** POST /api/v1/applications/{reference}/answers: answer staff's request for information. */
export const POST = async (request: Request, { params }: Params) =>
  answerApplication(request, await params);
