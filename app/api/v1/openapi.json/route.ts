import { openApiDocument } from '@/lib/api/v1/openapi';

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas. */
export function GET() {
  return Response.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  });
}
