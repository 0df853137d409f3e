/**
 * The rate limits count in fixed windows on the wall clock (lib/ratelimit): a test that spends a limit's
 * whole budget and then expects a 429 fails when its requests straddle a window edge, because the count
 * starts over there. Call this before such a run: it waits for a fresh window when fewer than
 * `perluDetik` seconds are left in the current one.
 */
export async function dalamSatuJendela(jendelaDetik: number, perluDetik: number): Promise<void> {
  const jendelaMs = jendelaDetik * 1000;
  const sisaMs = jendelaMs - (Date.now() % jendelaMs);
  if (sisaMs < perluDetik * 1000) await new Promise((r) => setTimeout(r, sisaMs + 100));
}
