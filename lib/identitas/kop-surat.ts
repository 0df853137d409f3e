import type { DbOrTx } from "@/lib/db/client";
import type { KopSurat } from "@/lib/pdf/dokumen-kualitas";
import { keIdentitas, barisIdentitas } from "./baca";
import { bacaGambar } from "./gambar";

/** Read from the database at render time (signing, or a seeded document's first download), never from a cache. */
export async function kopSurat(db: DbOrTx): Promise<KopSurat> {
  const idn = keIdentitas(await barisIdentitas(db));
  const logo = await bacaGambar(db, "logo");
  return {
    namaKatalog: idn.namaKatalog,
    namaInstansi: idn.namaInstansi,
    alamat: idn.alamat,
    kontak: [idn.telepon && `Telepon ${idn.telepon}`, idn.email && `E-mail ${idn.email}`].filter(Boolean).join(" · "),
    ...(logo ? { logo: { data: logo.isi, format: logo.tipe === "image/png" ? ("png" as const) : ("jpg" as const) } } : {}),
  };
}
