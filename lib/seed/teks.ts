import { tanggalWib } from "@/lib/waktu/wib";
import type { TemaDataset } from "./data";
import type { Acak } from "./prng";

/** What a theme's abstract sentence needs to know about one record. */
export type KonteksTeks = {
  tema: TemaDataset;
  judul: string;
  namaOrganisasi: string;
  tahun: number;
  /** Creation date of the data (ms since epoch): process steps happen before it. */
  tanggalData: number;
};

// One purpose phrase per ISO topic category; the first topic of a theme decides.
const MANFAAT: Record<string, string> = {
  farming: "perencanaan produksi pertanian dan ketahanan pangan",
  biota: "pengelolaan keanekaragaman hayati",
  boundaries: "penegasan batas dan administrasi pemerintahan",
  climatologyMeteorologyAtmosphere: "analisis iklim serta peringatan dini cuaca",
  economy: "perencanaan pembangunan ekonomi dan perizinan",
  elevation: "analisis topografi, hidrologi, dan rekayasa",
  environment: "pemantauan dan perlindungan lingkungan hidup",
  geoscientificInformation: "kajian kebumian dan mitigasi bencana geologi",
  health: "perencanaan layanan kesehatan",
  imageryBaseMapsEarthCover: "penyusunan peta dasar dan pemantauan tutupan lahan",
  inlandWaters: "pengelolaan sumber daya air",
  location: "rujukan lokasi dan penamaan unsur geografi",
  oceans: "pengelolaan wilayah pesisir dan laut",
  planningCadastre: "perencanaan tata ruang dan pengendalian pemanfaatan ruang",
  society: "perencanaan layanan publik dan kependudukan",
  structure: "inventarisasi bangunan dan infrastruktur",
  transportation: "perencanaan dan pengelolaan jaringan transportasi",
  utilitiesCommunication: "perencanaan jaringan energi dan utilitas",
  disaster: "mitigasi dan kesiapsiagaan bencana",
};

/** The use of a dataset in one phrase, from its first topic category. */
export function frasaManfaat(topik: readonly string[]): string {
  return MANFAAT[topik[0] ?? ""] ?? "perencanaan pembangunan dan perumusan kebijakan berbasis data";
}

function kalimatBentuk(tema: TemaDataset): string {
  const skala = tema.skala ? (tema.skala.startsWith("1:") ? ` pada skala ${tema.skala}` : ` dengan ${tema.skala}`) : "";
  if (tema.tipeData === "raster") return `Data berbentuk grid (raster)${skala} dan disediakan dalam format ${tema.format}.`;
  if (tema.tipeData === "tabular") return `Data berbentuk tabel yang dapat dihubungkan dengan unsur wilayah administrasi, dalam format ${tema.format}.`;
  return `Data berbentuk vektor${skala} dan disediakan dalam format ${tema.format}.`;
}

/** A 2–4 sentence Indonesian abstract: title and producer, then the theme description, form, use and a note. */
export function buatAbstrak(acak: Acak, k: KonteksTeks): string {
  const pembuka = acak.pilih([
    `Dataset ${k.judul} disusun oleh ${k.namaOrganisasi}.`,
    `${k.namaOrganisasi} menyusun dataset ${k.judul} sebagai bagian dari penyelenggaraan informasi geospasial tematik.`,
  ]);
  const lanjutan = [
    kalimatBentuk(k.tema),
    `Data ini dimanfaatkan untuk ${frasaManfaat(k.tema.topikKategori)}.`,
    acak.pilih([
      `Pemutakhiran dilakukan sesuai jadwal pemeliharaan data dan hasilnya diperiksa sebelum disebarluaskan.`,
      `Atribut utama mengikuti katalog unsur yang berlaku dan dilengkapi sumber serta tanggal perolehan data.`,
      `Penggunaan data untuk keperluan hukum harus merujuk pada dokumen resmi yang ditetapkan oleh instansi berwenang.`,
    ]),
  ];
  if (k.tema.deskripsi) lanjutan.unshift(k.tema.deskripsi);
  const jumlah = acak.int(1, Math.min(3, lanjutan.length));
  return [pembuka, ...lanjutan.slice(0, jumlah)].join(" ");
}

/** The lineage statement, process steps and sources of a record (ISO 19115 LI_Lineage). */
export function buatSilsilah(acak: Acak, k: KonteksTeks) {
  const sumber =
    k.tema.tipeData === "raster"
      ? acak.pilih(["citra satelit dan data pengukuran lapangan", "data pengamatan stasiun dan model numerik", "hasil pemodelan spasial"])
      : acak.pilih(["peta dasar Rupabumi Indonesia", "hasil survei lapangan", "data administrasi instansi", "citra satelit resolusi tinggi"]);
  const langkah =
    k.tema.tipeData === "raster"
      ? ["Koreksi geometrik dan radiometrik data sumber.", "Pengolahan dan interpolasi ke dalam grid.", "Validasi hasil terhadap data pengamatan."]
      : ["Kompilasi dan digitasi data sumber.", "Pemeriksaan topologi dan kelengkapan atribut.", "Penyelarasan dengan batas wilayah administrasi."];
  const banyak = acak.int(1, langkah.length);
  return {
    pernyataan: `${k.judul} disusun oleh ${k.namaOrganisasi} dari ${sumber}, kemudian diperiksa kualitasnya sebelum diterbitkan.`,
    langkahProses: langkah.slice(0, banyak).map((deskripsi, i) => ({
      deskripsi,
      tanggal: tanggalWib(k.tanggalData - (banyak - i) * acak.int(10, 40) * 86_400_000),
    })),
    sumber: [{ deskripsi: `${sumber[0]?.toUpperCase()}${sumber.slice(1)}.` }],
  };
}
