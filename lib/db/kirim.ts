/**
 * Send a query now and let it reach the socket, so the CPU work that follows runs while Postgres executes it
 * (a drizzle query starts only when awaited, and postgres.js writes on the event loop). The result is wrapped so
 * awaiting this does not wait for the query; its rejection is handled until the caller awaits `hasil`.
 */
export async function kirimDulu<T>(kueri: PromiseLike<T>): Promise<{ hasil: Promise<T> }> {
  const hasil = Promise.resolve(kueri);
  hasil.catch(() => {});
  await new Promise((r) => setImmediate(r));
  return { hasil };
}
