import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { metadata, organisasi, pengguna } from "@/lib/db/schema";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { DokumenMetadata, type DokumenMetadataMasukan, type KotakBatas } from "@/lib/metadata/schema";

/** One test record: its id, status, last change and the document exactly as stored. */
export type RekamanFilter = { id: string; status: StatusMetadata; updatedAt: Date; dok: DokumenMetadata };

const JUDUL = ["Batas Wilayah Kabupaten", "Peta Rupabumi", "Tutupan Lahan", "Jaringan Jalan", "Sungai Utama", "Garis Pantai", "Curah Hujan"];
const PROVINSI = ["Aceh", "Jawa Barat", "Bali", "Papua", "Maluku"];
const TOPIK = ["boundaries", "elevation", "inlandWaters", "transportation", "environment", "oceans", "society"];
const KATA = ["administrasi", "hidrografi", "topografi", "jalan", "pesisir", "iklim"];
const ORG = ["Badan Informasi Geospasial", "Badan Pusat Statistik", "Kementerian PUPR", "BMKG"];
const FORMAT = ["Shapefile", "GeoTIFF", "GeoPackage"];
const SKALA = [1000, 5000, 25000, 50000, 250000];

const dua = (n: number) => String(n).padStart(2, "0");

/** Record i of the generated set: every optional part present on some records and absent on others. */
function dokumenKe(i: number): DokumenMetadataMasukan {
  const barat = 95 + ((i * 7) % 40);
  const selatan = -11 + ((i * 3) % 15);
  return {
    identifikasi: {
      judul: `${JUDUL[i % JUDUL.length]} ${PROVINSI[i % PROVINSI.length]} ${i}`,
      judulAlternatif: i % 6 === 2 ? `Alternatif Seri ${i}` : undefined,
      abstrak: `Data ${KATA[i % KATA.length]} untuk wilayah ${PROVINSI[(i + 2) % PROVINSI.length]} nomor ${i}.`,
      tanggal: [
        { tanggal: `20${10 + (i % 12)}-${dua(1 + (i % 9))}-${dua(10 + (i % 9))}`, jenis: "creation" },
        ...(i % 2 === 0 ? [{ tanggal: `20${12 + (i % 10)}-06-01`, jenis: "publication" as const }] : []),
        ...(i % 3 === 0 ? [{ tanggal: `2022-03-0${1 + (i % 9)}T10:00:00+07:00`, jenis: "revision" as const }] : []),
      ],
      bahasa: i % 5 === 0 ? ["ind", "eng"] : ["ind"],
      tipeData: i % 3 === 1 ? "raster" : "vector",
      resolusi:
        i % 3 === 0 ? undefined : { skala: SKALA[i % SKALA.length], jarak: i % 5 === 0 ? { nilai: i + 0.5, satuan: "m" } : undefined },
      topikKategori: i % 4 === 0 ? [TOPIK[i % TOPIK.length]!, TOPIK[(i + 2) % TOPIK.length]!] : [TOPIK[i % TOPIK.length]!],
      kataKunci: [
        { kata: [KATA[i % KATA.length]!, KATA[(i + 1) % KATA.length]!], jenis: "theme" },
        ...(i % 3 === 0 ? [{ kata: [PROVINSI[i % PROVINSI.length]!], jenis: "place" }] : []),
      ],
      klasifikasiKeamanan: i % 6 === 0 ? "restricted" : i % 6 === 3 ? "unclassified" : undefined,
      batasan: {
        penggunaan: i % 2 === 1 ? ["Tidak untuk navigasi"] : i % 4 === 0 ? ["Data terbuka untuk umum"] : [],
        lisensi: i % 3 === 1 ? "CC-BY 4.0" : undefined,
        aksesBatasan: i % 4 === 2 ? "Hanya untuk instansi" : undefined,
      },
      kontak: [
        {
          peran: "pointOfContact",
          namaOrganisasi: ORG[i % ORG.length],
          // Contact details only AnyText reads: a city, a street address and an e-mail address.
          ...(i % 3 === 1 ? { kota: "Jakarta Pusat", alamat: "Jl. Medan Merdeka Barat No. 1", email: `layanan${i}@bps.go.id` } : {}),
        },
        ...(i % 2 === 0 ? [{ peran: "originator", namaOrganisasi: ORG[(i + 1) % ORG.length] }] : []),
        ...(i % 3 === 0 ? [{ peran: "publisher", namaIndividu: `Budi ${i}` }] : []),
      ],
    },
    cakupan: {
      bbox: { barat, timur: barat + 1 + (i % 5), selatan, utara: selatan + 1 + (i % 3) },
      temporal: i % 4 === 0 ? undefined : { mulai: `20${10 + (i % 10)}-01-01`, selesai: i % 4 === 1 ? `20${11 + (i % 10)}-12-31` : undefined },
      wilayah: i % 5 === 2 ? [{ kode: "31", nama: "DKI Jakarta" }] : [],
    },
    distribusi: { format: i % 4 === 3 ? [] : [{ nama: FORMAT[i % FORMAT.length]! }], sumberDaring: [], distributor: [] },
    sistemReferensi: i % 2 === 1 ? { kode: "4326" } : i % 4 === 0 ? { kode: "32748" } : undefined,
    kualitasData:
      i % 4 === 3
        ? undefined
        : {
            silsilah:
              i % 5 === 1
                ? { pernyataan: "Digitasi dari citra SPOT" }
                : i % 5 === 3
                  ? { langkahProses: [{ deskripsi: "Pemetaan muka bumi; kualitasnya diperiksa ulang" }] }
                  : i % 5 === 4
                    ? { langkahProses: [{ deskripsi: "Kontrol kualitas topologi" }] }
                    : undefined,
            laporan: [
              {
                elemen: "DQ_CompletenessOmission",
                kesesuaian: i % 4 === 1 ? undefined : { spesifikasi: "SNI 19-6502.1-2000", penjelasan: "Uji kelengkapan", lulus: i % 4 === 0 },
              },
            ],
          },
    metadataInfo: {
      bahasa: i % 7 === 0 ? "eng" : undefined,
      levelHierarki: i % 8 === 0 ? "series" : undefined,
      pengenalInduk: i % 9 === 0 ? "induk-1" : undefined,
      kontak: [{ peran: "pointOfContact", namaOrganisasi: ORG[i % ORG.length] }],
    },
  };
}

/** Hand-made records for edges the generator does not reach. */
function dokumenKhusus(): DokumenMetadataMasukan[] {
  const dasar = dokumenKe(1);
  const salin = (judul: string, bbox: DokumenMetadataMasukan["cakupan"]["bbox"], lain: Partial<DokumenMetadataMasukan["identifikasi"]> = {}) => ({
    ...dasar,
    identifikasi: { ...dasar.identifikasi, judul, ...lain },
    cakupan: { ...dasar.cakupan, bbox },
  });
  return [
    salin("Cakupan 50% Hutan_Lindung", { barat: 105, timur: 115, selatan: -9, utara: -5 }),
    salin("Peta Dâerah Istimewa Yogyakarta", { barat: 110, timur: 111, selatan: -8, utara: -7 }, { abstrak: "Kajian perbatasan désa." }),
    salin("Dunia", { barat: -180, timur: 180, selatan: -90, utara: 90 }),
    salin("Dekat Antimeridian", { barat: 175, timur: 180, selatan: -20, utara: -15 }),
    salin("Barat Antimeridian", { barat: -180, timur: -175, selatan: -20, utara: -15 }),
    salin("batas wilayah kabupaten Aceh 0", { barat: 104, timur: 116, selatan: -10, utara: -4 }),
    // Extents without area, away from the polygons of the spatial cases: a station (point) and a transect (line).
    salin("Stasiun Titik", { barat: 132, timur: 132, selatan: 3, utara: 3 }),
    salin("Transek Garis", { barat: 130, timur: 134, selatan: 2, utara: 2 }),
  ];
}

// Period 9 shares no factor with the generator's periods (2–8), so unpublished records vary in every property.
const STATUS = (i: number): StatusMetadata =>
  i >= 40 ? "PUBLISHED" : i % 9 === 4 ? "DRAFT" : i === 11 ? "PRIVATE" : i === 20 ? "REVIEW" : "PUBLISHED";

/** Insert the 40 generated and the hand-made records; returns them as stored. */
export async function sisipkanRekamanFilter(db: Db): Promise<RekamanFilter[]> {
  const [org] = await db.insert(organisasi).values({ kode: "CSWF", nama: "Organisasi Uji Filter" }).returning();
  const [user] = await db
    .insert(pengguna)
    .values({ namaLengkap: "Produsen Filter", email: "filter@geokatalog.example", passwordHash: "-", peran: "Produsen", organisasiId: org!.id })
    .returning();
  const masukan = [...Array.from({ length: 40 }, (_, i) => dokumenKe(i)), ...dokumenKhusus()];
  const rekaman = masukan.map((m, i): RekamanFilter => {
    const id = crypto.randomUUID();
    const dok = DokumenMetadata.parse(m);
    dok.metadataInfo.pengenal = id;
    // Spread over 2022–2025 at odd hours, so period comparisons have records on both sides of each bound.
    const updatedAt = new Date(Date.UTC(2022, 0, 1) + i * 29 * 86_400_000 + i * 3_600_000 + 123);
    return { id, status: STATUS(i), updatedAt, dok };
  });
  await db.insert(metadata).values(
    rekaman.map((r) => ({
      id: r.id,
      status: r.status,
      pemilikId: user!.id,
      organisasiId: org!.id,
      ...kolomDariDokumen(r.dok),
      dokumen: r.dok,
      updatedAt: r.updatedAt,
      publishedAt: r.status === "PUBLISHED" ? r.updatedAt : null,
    })),
  );
  return rekaman;
}

// Independent readings of the documents, for the expectations (they never call the filter code).
export const judul = (r: RekamanFilter) => r.dok.identifikasi.judul;
export const skala = (r: RekamanFilter) => r.dok.identifikasi.resolusi?.skala;
export const subjek = (r: RekamanFilter) => [...r.dok.identifikasi.kataKunci.flatMap((k) => k.kata), ...r.dok.identifikasi.topikKategori];
export const org = (r: RekamanFilter) => r.dok.identifikasi.kontak.flatMap((k) => (k.namaOrganisasi ? [k.namaOrganisasi] : []));
const pihak = (r: RekamanFilter, peran: string[]) =>
  [...r.dok.identifikasi.kontak, ...r.dok.distribusi.distributor].filter((k) => peran.includes(k.peran)).map((k) => k.namaOrganisasi ?? k.namaIndividu ?? "");
export const penerbit = (r: RekamanFilter) => pihak(r, ["publisher"]);
/** dc:creator as the DC renderer writes it: creator roles, else the first resource contact. */
export const pencipta = (r: RekamanFilter) => {
  const p = pihak(r, ["originator", "author", "coAuthor", "principalInvestigator"]);
  const k = r.dok.identifikasi.kontak[0]!;
  return p.length > 0 ? p : [k.namaOrganisasi ?? k.namaIndividu ?? ""];
};
export const ms = (s: string) => Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s);
export const tanggal = (r: RekamanFilter, jenis: string) => {
  const t = r.dok.identifikasi.tanggal.filter((x) => x.jenis === jenis).map((x) => ms(x.tanggal));
  return t.length ? Math.max(...t) : undefined;
};
export const utc = (y: number, m = 1, d = 1) => Date.UTC(y, m - 1, d);
export const lipat = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** Keys of the document whose strings are dates: AnyText leaves them to the date queryables. */
const TANGGAL = new Set(["tanggal", "mulai", "selesai", "tanggalStempel"]);
const semuaTeks = (v: unknown, kunci = ""): string[] => {
  if (typeof v === "string") return TANGGAL.has(kunci) ? [] : [v];
  if (Array.isArray(v)) return v.flatMap((x) => semuaTeks(x, kunci));
  if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => semuaTeks(x, k));
  return [];
};
/** The record's words in document order, for a character pattern across words. */
export const teksUrut = (r: RekamanFilter) => (lipat([...semuaTeks(r.dok), r.id].join(" ")).match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
/** AnyText as OGC defines it: every string of the record but its dates, folded into words. */
export const kata = (r: RekamanFilter) => new Set(teksUrut(r).split(" "));
export const adaKata = (r: RekamanFilter, ...k: string[]) => k.every((w) => kata(r).has(w));
/** Every word starts some word of the record (typed words, `word%`). */
export const adaAwalan = (r: RekamanFilter, ...k: string[]) => k.every((w) => [...kata(r)].some((x) => x.startsWith(w)));
export const mengandung = (s: string | undefined, bagian: string) => s !== undefined && lipat(s).includes(lipat(bagian));

export const kotak = (r: RekamanFilter) => r.dok.cakupan.bbox;
export const Q: KotakBatas = { barat: 105, timur: 115, selatan: -9, utara: -5 };
export const HALF_TIMUR: KotakBatas = { barat: 170, timur: 180, selatan: -30, utara: -10 };
export const HALF_BARAT: KotakBatas = { barat: -180, timur: -170, selatan: -30, utara: -10 };
