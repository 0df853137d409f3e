import { sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import type { Db } from "@/lib/db/client";
import { teksLarik } from "@/lib/db/larik";
import { asalPanen } from "@/lib/db/schema";
import { bacaMentah, type ButirHalaman } from "./simpan";
import type { RekamanMentah } from "./urai-halaman";

/** Records read between two turns of the event loop: the page being saved meanwhile must not wait long. */
const PER_GILIRAN = 20;

/**
 * Read ahead (parse, map, validate) the records of a page read ahead whose raw fingerprints this source does not
 * have yet, while the page before it is being saved: the engine's CPU then overlaps Postgres writing that page,
 * where before the two took turns. Only a guess, made outside the page's transaction: the save looks the
 * fingerprints up again in its own and uses a reading made here only for a record it does not recognise, so the
 * outcome is the same as reading every record at save time. In slices, yielding between them, so the statements
 * of the page being saved go out as soon as their turn comes. One probe per fingerprint, as simpan.ts looks them up.
 */
export async function praBaca(db: Db, sumberId: string, butir: readonly ButirHalaman[], sinyal?: AbortSignal): Promise<void> {
  const mentah = butir.filter((b): b is RekamanMentah => "mentah" in b);
  if (mentah.length === 0) return;
  const dikenal = new Set(
    barisHasil<{ s: string }>(
      await db.execute(sql`
        select v.k as s from unnest(${teksLarik(mentah.map((b) => b.sidikMentah))}) as v(k)
        cross join lateral (select 1 from ${asalPanen} a where a.sumber_id = ${sumberId} and a.sidik_mentah = v.k limit 1) a`),
    ).map((r) => r.s),
  );
  const baca = mentah.filter((b) => !dikenal.has(b.sidikMentah));
  for (let i = 0; i < baca.length; i += PER_GILIRAN) {
    if (sinyal?.aborted) return;
    if (i > 0) await new Promise((r) => setImmediate(r));
    for (const b of baca.slice(i, i + PER_GILIRAN)) b.pra = bacaMentah(b);
  }
}
