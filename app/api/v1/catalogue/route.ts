import { showCatalogue } from '@/lib/api/v1/catalogue';

/** GET /api/v1/catalogue?country=…: services, packages and prices, no token (issue 37). */
export const GET = (request: Request) => showCatalogue(request);
