import type { Db } from "@/lib/db/client";
import { bacaMentah, cariAsal, type ButirHalaman } from "./simpan";
import type { RekamanMentah } from "./urai-halaman";

/** Records read between two turns of the event loop: the page being saved meanwhile must not wait long. */
const PER_GILIRAN = 20;

/**
 * Read ahead (parse, map, validate) the records of a page read ahead whose raw fingerprints this source does not
 * have yet, while the page before it is being saved: the engine's CPU then overlaps Postgres writing that page,
 * where before the two took turns. Only a guess, made outside the page's transaction: the save looks the
 * fingerprints up again in its own and uses a reading made here only for a record it does not recognise, so the
 * outcome is the same as reading every record at save time. In slices, yielding between them, so the statements
 * of the page being saved go out as soon as their turn comes. The lookup is the save's own (cariAsal).
 */
export async function praBaca(db: Db, sumberId: string, butir: readonly ButirHalaman[], sinyal?: AbortSignal): Promise<void> {
  const mentah = butir.filter((b): b is RekamanMentah => "mentah" in b);
  if (mentah.length === 0) return;
  const dikenal = new Set((await cariAsal(db, sumberId, "sidik_mentah", mentah.map((b) => b.sidikMentah))).map((a) => a.sidikMentah));
  const baca = mentah.filter((b) => !dikenal.has(b.sidikMentah));
  for (let i = 0; i < baca.length; i += PER_GILIRAN) {
    if (sinyal?.aborted) return;
    if (i > 0) await new Promise((r) => setImmediate(r));
    for (const b of baca.slice(i, i + PER_GILIRAN)) b.pra = bacaMentah(b);
  }
}
