import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { pengguna } from "@/lib/db/schema";
import { siapkanAdminAwal, type AdminAwal, type HasilAdminAwal } from "./admin-awal";
import { PENGATURAN_CSW_DASAR, siapkanDataDasar, type RingkasanDataDasar } from "./dasar";

export type RingkasanSiapkan = RingkasanDataDasar & { admin: HasilAdminAwal | { status: "tidak_diminta"; jumlahAdmin: number } };

/**
 * `npm run db:siapkan` after the migrations: base data, then the first Admin when ADMIN_* asks for one, in one
 * transaction (a failed Admin bootstrap leaves nothing half-written). The CSW identity of a new installation names
 * the Admin's organisation as the service provider.
 */
export async function siapkanInstalasi(db: Db, admin: AdminAwal | null): Promise<RingkasanSiapkan> {
  return db.transaction(async (tx) => {
    const pengaturanCsw = admin ? { ...PENGATURAN_CSW_DASAR, namaOrganisasi: admin.organisasiNama } : undefined;
    const dasar = await siapkanDataDasar(tx, { pengaturanCsw });
    if (admin) return { ...dasar, admin: await siapkanAdminAwal(tx, admin) };
    const [aktif] = await tx
      .select({ n: count() })
      .from(pengguna)
      .where(and(eq(pengguna.peran, "Admin"), eq(pengguna.aktif, true)));
    return { ...dasar, admin: { status: "tidak_diminta", jumlahAdmin: aktif?.n ?? 0 } };
  });
}
