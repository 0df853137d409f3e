import type { cswPengaturan } from "@/lib/db/schema";
import { DOMAIN_DEMO } from "./pengguna";

/**
 * The CSW service identity shown in GetCapabilities (spec 4.4). The phone number stays empty on purpose:
 * an invented number could belong to someone; the admin fills it in after installation.
 */
export const PENGATURAN_CSW_AWAL: typeof cswPengaturan.$inferInsert = {
  id: 1,
  judul: "Katalog Metadata Geospasial GeoKatalog",
  abstrak:
    "Layanan katalog OGC CSW 2.0.2 untuk menemukan metadata data geospasial instansi pusat dan daerah di Indonesia. " +
    "Metadata disusun mengikuti SNI 8843-1:2019 dan tersedia dalam format Dublin Core, ISO 19139, dan ISO 19115-3.",
  namaOrganisasi: "Badan Informasi Geospasial",
  namaKontak: "Tim Pengelola GeoKatalog",
  jabatan: "Pengelola Layanan Katalog Metadata",
  telepon: "",
  email: `layanan@${DOMAIN_DEMO}`,
  jamLayanan: "Senin–Jumat 08.00–16.00 WIB",
  instruksiKontak:
    "Kirim pertanyaan atau laporan gangguan melalui email. Sertakan pengenal rekaman metadata bila pertanyaan menyangkut rekaman tertentu.",
  peranKontak: "pointOfContact",
};
