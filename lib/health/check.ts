import type { DatabaseHandle } from "@/lib/db/client";

export type HasilKesehatan =
  | { status: "ok"; db: "connected"; timestamp: string }
  | { status: "error"; db: "disconnected" };

const BATAS_WAKTU_MS = 3_000;

/** Spec 2.6: ping the database, giving up after a few seconds so a hung server cannot hang the check. */
export async function periksaKesehatan(buka: () => Promise<DatabaseHandle>): Promise<HasilKesehatan> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const batas = new Promise<never>((_, tolak) => {
      timer = setTimeout(() => tolak(new Error("batas waktu pemeriksaan basis data")), BATAS_WAKTU_MS);
    });
    await Promise.race([buka().then((h) => h.ping()), batas]);
    return { status: "ok", db: "connected", timestamp: new Date().toISOString() };
  } catch {
    return { status: "error", db: "disconnected" };
  } finally {
    clearTimeout(timer);
  }
}
