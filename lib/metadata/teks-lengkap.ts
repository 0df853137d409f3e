import type { DokumenMetadata, Kontak } from "./schema";

/**
 * Bumped whenever what `teksLengkap` holds changes: rows written by an older version are rewritten after the
 * migrations (lib/db/segarkan-teks-lengkap.ts), by this same code, so old and new rows always agree.
 */
export const VERSI_TEKS_LENGKAP = 1;

/** Diacritics removed, lower case: how AnyText compares (lib/csw/filter folds request words the same way). */
export const lipat = (teks: string) => teks.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Text as AnyText stores it: folded, each run of characters that are not letters or digits one space. The words
 * are then exactly the `[\p{L}\p{N}]+` runs, so Postgres's parser cannot keep an e-mail address, host name or
 * hyphenated word as one token that a typed word would never equal.
 */
export function kataTeks(teks: string): string {
  return lipat(teks).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

const teksKontak = (k: Kontak) => [
  k.peran, k.namaIndividu, k.namaOrganisasi, k.jabatan, k.email, k.telepon, k.alamat, k.kota, k.provinsi, k.kodePos, k.negara, k.url,
];

/**
 * AnyText: the character content of every property of the record (OGC's definition), the code values as the ISO
 * XML carries them; dates, coordinates and numbers, which have their own queryables, are left out.
 */
export function teksLengkapDari(dokumen: DokumenMetadata): string {
  const { identifikasi: idf, cakupan, distribusi, sistemReferensi, kualitasData: kd, metadataInfo: mi } = dokumen;
  // Defaulted fields are read defensively: a document stored before a field existed lacks it.
  const bagian: (string | undefined)[] = [
    idf.judul, idf.judulAlternatif, idf.abstrak, idf.tujuan, ...(idf.tanggal ?? []).map((t) => t.jenis), idf.edisi,
    idf.statusProgres, idf.frekuensiPembaruan,
    ...(idf.bahasa ?? []), idf.tipeData, ...(idf.representasiSpasial ?? []), idf.resolusi?.jarak?.satuan,
    ...(idf.topikKategori ?? []),
    ...(idf.kataKunci ?? []).flatMap((k) => [...k.kata, k.jenis, k.tesaurus?.judul, k.tesaurus?.tanggal?.jenis]),
    idf.klasifikasiKeamanan, ...(idf.batasan?.penggunaan ?? []), idf.batasan?.lisensi, idf.batasan?.aksesBatasan,
    ...(idf.grafik ?? []).flatMap((g) => [g.deskripsi, g.tipe, g.url]),
    ...(idf.kontak ?? []).flatMap(teksKontak),
    ...(cakupan.wilayah ?? []).flatMap((w) => [w.kode, w.nama]),
    ...(distribusi?.format ?? []).flatMap((f) => [f.nama, f.versi]),
    ...(distribusi?.sumberDaring ?? []).flatMap((s) => [s.nama, s.deskripsi, s.protokol, s.fungsi, s.url]),
    ...(distribusi?.distributor ?? []).flatMap(teksKontak),
    sistemReferensi && `${sistemReferensi.ruangKode} ${sistemReferensi.kode}`,
    kd?.cakupan, kd?.silsilah?.pernyataan,
    ...(kd?.silsilah?.langkahProses ?? []).map((l) => l.deskripsi),
    ...(kd?.silsilah?.sumber ?? []).map((s) => s.deskripsi),
    ...(kd?.laporan ?? []).flatMap((l) => [
      l.elemen, l.metodeEvaluasi, l.ukuran?.nama, l.ukuran?.deskripsi, l.hasil?.nilai, l.hasil?.satuan, l.kesesuaian?.spesifikasi, l.kesesuaian?.penjelasan,
    ]),
    mi.pengenal, mi.pengenalInduk, mi.namaStandar, mi.versiStandar, mi.levelHierarki, mi.bahasa,
    ...(mi.kontak ?? []).flatMap(teksKontak),
  ];
  return kataTeks(bagian.filter((t) => t).join(" "));
}

/** Postgres refuses a lexeme of 2 KiB or more; such a "word" is no word anyone types. */
const BATAS_LEKSEM = 2047;

const SUROGAT = /[\uD800-\uDFFF]/;

/**
 * The distinct words of a stored AnyText as a tsvector literal (`'w1' 'w2'`): built here, not by to_tsvector, so
 * its lexemes are exactly the words the filter looks up (lib/csw/filter/kata.ts), quoted without any escaping
 * because a word holds only letters and digits.
 */
export function tsvectorKata(teksLengkap: string): string {
  // A UTF-8 character is at most 3 bytes per UTF-16 unit: most words need no byte count.
  const kata = [...new Set(teksLengkap.split(" ").filter((k) => k && (k.length * 3 <= BATAS_LEKSEM || Buffer.byteLength(k) <= BATAS_LEKSEM)))];
  // In Postgres's own order (bytes of UTF-8), so the row reads back exactly as written. UTF-8 byte order is code
  // point order, which the default (UTF-16 unit) order equals for strings without surrogates.
  if (kata.some((k) => SUROGAT.test(k))) kata.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  else kata.sort();
  return kata.map((k) => `'${k}'`).join(" ");
}
