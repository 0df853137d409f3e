import type { cswPengaturan } from "@/lib/db/schema";
import { PENGATURAN_CSW_DASAR } from "./dasar";
import { DOMAIN_DEMO } from "./pengguna";

/**
 * The demo's CSW service identity shown in GetCapabilities (spec 4.4): the installation default with a provider
 * and a reachable-looking contact. The phone number stays empty on purpose: an invented number could belong to
 * someone; the admin fills it in after installation.
 */
export const PENGATURAN_CSW_AWAL = {
  ...PENGATURAN_CSW_DASAR,
  namaOrganisasi: "Badan Informasi Geospasial",
  namaKontak: "Tim Pengelola GeoKatalog",
  jabatan: "Pengelola Layanan Katalog Metadata",
  email: `layanan@${DOMAIN_DEMO}`,
  jamLayanan: "Senin–Jumat 08.00–16.00 WIB",
  instruksiKontak:
    "Kirim pertanyaan atau laporan gangguan melalui email. Sertakan pengenal rekaman metadata bila pertanyaan menyangkut rekaman tertentu.",
} satisfies typeof cswPengaturan.$inferInsert;
