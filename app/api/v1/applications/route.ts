import { listApplications } from '@/lib/api/v1/applications';

/** GET /api/v1/applications: the token owner's submitted applications (issue 37). */
export const GET = (request: Request) => listApplications(request);
