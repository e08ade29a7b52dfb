import { handleMcp } from '@/lib/api/mcp/server';

/**
 * /api/mcp: the MCP server over Streamable HTTP, stateless (issue 37). POST carries the JSON-RPC
 * messages; GET and DELETE (a server stream, a session's end) are answered 405 by the transport.
 */
export const POST = (request: Request) => handleMcp(request);
export const GET = (request: Request) => handleMcp(request);
export const DELETE = (request: Request) => handleMcp(request);
