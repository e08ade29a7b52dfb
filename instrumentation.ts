export async function register() {
  // Node server only (not the edge runtime): open the embedded database once, before requests.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startOrStop } = await import('@/lib/embedded-backend/start');
    await startOrStop();
  }
}
