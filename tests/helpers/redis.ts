/** Remove every key a test run wrote under its own prefix on the shared Redis. */
export async function hapusKunciRedis(url: string, prefix: string): Promise<void> {
  const { Redis } = await import("ioredis");
  const r = new Redis(url);
  try {
    const kunci = await r.keys(`${prefix}:*`);
    if (kunci.length) await r.del(...kunci);
  } finally {
    r.disconnect();
  }
}
