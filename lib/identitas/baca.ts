import { eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { identitasSitus } from "@/lib/db/schema";
import { IDENTITAS_BAWAAN } from "./bawaan";
import type { JenisGambar } from "./label";
import type { Identitas } from "./skema";

export type BarisIdentitas = typeof identitasSitus.$inferSelect;

/** The settings row, or null before the first save. */
export async function barisIdentitas(db: DbOrTx): Promise<BarisIdentitas | null> {
  const [b] = await db.select().from(identitasSitus).where(eq(identitasSitus.id, 1)).limit(1);
  return b ?? null;
}

/**
 * The image's public URL: its path plus the content hash from the storage key (`identitas/logo-<hash>.png`), so
 * browsers may keep it for a year and a new upload is a new URL.
 */
export function urlGambar(jenis: JenisGambar, kunci: string | null): string | null {
  if (!kunci) return null;
  const versi = /-([0-9a-f]+)\.[a-z]+$/.exec(kunci)?.[1] ?? "0";
  return `/identitas/${jenis}?v=${versi}`;
}

/** The identity as pages show it: the row over the defaults; an empty page text falls back to its default. */
export function keIdentitas(b: BarisIdentitas | null): Identitas {
  const d = IDENTITAS_BAWAAN;
  if (!b) return { ...d, logoUrl: null, faviconUrl: null, updatedAt: null };
  return {
    namaKatalog: b.namaKatalog || d.namaKatalog,
    namaInstansi: b.namaInstansi,
    alamat: b.alamat,
    telepon: b.telepon,
    email: b.email,
    tentang: b.tentang || d.tentang,
    kebijakanPrivasi: b.kebijakanPrivasi || d.kebijakanPrivasi,
    syaratPenggunaan: b.syaratPenggunaan || d.syaratPenggunaan,
    logoUrl: urlGambar("logo", b.logoKunci),
    faviconUrl: urlGambar("favicon", b.faviconKunci),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** GET /api/admin/identitas and the services: read straight from the database (no cache). */
export async function bacaIdentitas(ctx: Pick<Ctx, "db">): Promise<Identitas> {
  return keIdentitas(await barisIdentitas(ctx.db));
}
