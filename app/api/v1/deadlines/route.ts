import { listDeadlines } from '@/lib/api/v1/public';

/** GET /api/v1/deadlines: the public deadline rules, no token (issue 37). */
export const GET = (request: Request) => listDeadlines(request);
