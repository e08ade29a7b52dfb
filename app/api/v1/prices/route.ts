import { listPrices } from '@/lib/api/v1/catalogue';

/** GET /api/v1/prices?jurisdiction=…: the catalogue's prices, no token (issue 37). */
export const GET = (request: Request) => listPrices(request);
