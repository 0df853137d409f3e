import type { DbOrTx } from "@/lib/db/client";
import type { PeranPengguna } from "@/lib/metadata/kode";

/** Who is acting: an anonymous visitor, a signed-in user, or a system job (seed, harvest, scripts). */
export type Actor =
  | { jenis: "publik" }
  | { jenis: "pengguna"; id: string; peran: PeranPengguna; organisasiId: string }
  | { jenis: "sistem"; nama: string };

/** What every service receives: the actor and the database (or an open transaction to join). */
export type Ctx = { db: DbOrTx; actor: Actor };

export const AKTOR_PUBLIK: Actor = { jenis: "publik" };
