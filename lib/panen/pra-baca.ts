import type { Db } from "@/lib/db/client";
import { bacaMentah, cariAsal, type ButirHalaman } from "./simpan";
import type { RekamanMentah } from "./urai-halaman";

/** Records read between two turns of the event loop: the statements of a page being saved must not wait long. */
const PER_GILIRAN = 10;

/** How far a page's reading ahead has come: its first `sampai` items need no reading when saved. */
export type KemajuanPraBaca = { sampai: number };

/**
 * Read ahead (parse, map, validate) the records of a page whose raw fingerprints this source does not have yet,
 * while the page before it and the page's own first batches are being saved (simpanHalamanBertahap): the engine's
 * CPU then overlaps Postgres writing, where before the two took turns. Only a guess, made outside the page's
 * transaction: the save looks the fingerprints up again in its own and uses a reading made here only for a record
 * it does not recognise, so the outcome is the same as reading every record at save time. In page order and in
 * slices, yielding between them, so the statements being saved go out as soon as their turn comes; the returned
 * progress grows as it goes, and stays where it was when the lookup fails or the run stops. The lookup is the
 * save's own (cariAsal).
 */
export function praBaca(db: Db, sumberId: string, butir: readonly ButirHalaman[], sinyal?: AbortSignal): { kemajuan: KemajuanPraBaca; selesai: Promise<void> } {
  const kemajuan: KemajuanPraBaca = { sampai: 0 };
  return { kemajuan, selesai: jalankan(db, sumberId, butir, kemajuan, sinyal) };
}

async function jalankan(db: Db, sumberId: string, butir: readonly ButirHalaman[], kemajuan: KemajuanPraBaca, sinyal?: AbortSignal): Promise<void> {
  const mentah = butir.filter((b): b is RekamanMentah => "mentah" in b);
  const dikenal = mentah.length ? new Set((await cariAsal(db, sumberId, "sidik_mentah", mentah.map((b) => b.sidikMentah))).map((a) => a.sidikMentah)) : new Set();
  let dibaca = 0;
  for (const [i, b] of butir.entries()) {
    if ("mentah" in b && !dikenal.has(b.sidikMentah)) {
      if (dibaca > 0 && dibaca % PER_GILIRAN === 0) {
        kemajuan.sampai = i;
        await new Promise((r) => setImmediate(r));
        if (sinyal?.aborted) return;
      }
      // a record the save has reached first was read there
      b.pra ??= bacaMentah(b);
      dibaca++;
    }
  }
  kemajuan.sampai = butir.length;
}
