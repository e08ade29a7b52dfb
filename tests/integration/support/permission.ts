/** Drizzle wraps the driver's error ("Failed query: …"); Postgres's own message is its cause. */
export async function expectPermissionDenied(work: Promise<unknown>): Promise<void> {
  const error = await work.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error).not.toBeNull();
  expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(/permission denied/);
}
