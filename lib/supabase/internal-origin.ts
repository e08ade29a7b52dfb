/**
 * The origin the server reaches the embedded backend on. It is this very process, so the
 * loopback address and the port Next listens on (Next sets PORT at start) are used rather than
 * the request's Host header, which the client controls.
 */
export function internalOrigin(fallback: () => string): string {
  const port = process.env.PORT;
  return port ? `http://127.0.0.1:${port}` : fallback();
}
