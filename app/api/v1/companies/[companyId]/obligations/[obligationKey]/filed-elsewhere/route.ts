import { markFiledElsewhere } from '@/lib/api/v1/companies';

type Params = { params: Promise<{ companyId: string; obligationKey: string }> };

/** POST …/obligations/{obligationKey}/filed-elsewhere: the owner filed it elsewhere (issue 37). */
export const POST = async (request: Request, { params }: Params) => {
  const { companyId, obligationKey } = await params;
  return markFiledElsewhere(request, {
    companyId,
    obligationKey: decodeURIComponent(obligationKey),
  });
};
