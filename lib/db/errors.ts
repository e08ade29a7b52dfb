/**
 * The database cannot be reached or does not answer in time: a condition of the moment (the
 * server is down, restarting, overloaded or cut off), not a fault of the request. Callers answer
 * 503 "temporarily unavailable" and keep everything else as it is (a session stays a session).
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** postgres.js's and Node's codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of the same kind: class 08 (connection exception), the server shutting
 * down or starting (57P01–57P03), too many connections (53300), out of disk or memory (53100,
 * 53200), a statement or lock wait cut by its timeout (57014, 55P03).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    ['57P01', '57P02', '57P03', '53300', '53100', '53200', '57014', '55P03'].includes(code)
  );
}

/** Whether `error` (or an error it wraps, such as Drizzle's query error) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableState(code)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
