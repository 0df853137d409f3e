import { sql, type SQL } from "drizzle-orm";
import { index, type ExtraConfigColumn, type IndexBuilder } from "drizzle-orm/pg-core";

type Kolom =
  | "id" | "judul" | "abstrak" | "teksLengkap" | "topikKategori" | "kataKunci" | "levelHierarki" | "bahasaMetadata"
  | "bahasaSumber" | "format" | "namaOrganisasi" | "organisasiUtama" | "pencipta" | "penerbit" | "tanggalDibuat"
  | "tanggalTerbit" | "tanggalRevisi" | "temporalMulai" | "temporalSelesai" | "skala" | "jarakNilai" | "crs"
  | "klasifikasi" | "judulAlternatif" | "pengenalInduk" | "jenisKataKunci" | "kodeWilayah" | "aksesBatasan"
  | "lisensi" | "penggunaan" | "silsilah" | "peranKontak" | "judulSpesifikasi" | "derajat" | "jarakSatuan" | "updatedAt"
  | "bboxBarat" | "bboxTimur" | "bboxSelatan" | "bboxUtara" | "selKotak";

const publik = sql`status = 'PUBLISHED'`;

/**
 * The indexes of the CSW queryables (conformance E), all partial on PUBLISHED rows, which every CSW query carries.
 * - Sortable keys: (key ASC NULLS LAST, id) and (key DESC NULLS LAST, id), the exact ORDER BY of a page in either
 *   direction (lib/csw/get-records.ts), so a sorted page is an index walk with LIMIT.
 * - Scalars compared by value: btree. Arrays compared by element: GIN.
 * - Extents (spatial and temporal): btree_gist GiST over their edge columns.
 * - Free text searched with LIKE '%…%' (AnyText, titles, abstract, lineage, constraints, names): pg_trgm GIN.
 *   Arrays through `csw_teks_larik` (migration 0006), an immutable join, because array_to_string is only stable.
 */
export function indeksCsw(t: Record<Kolom, ExtraConfigColumn>): IndexBuilder[] {
  const urut: [string, ExtraConfigColumn | SQL][] = [
    ["judul", sql`${t.judul} collate "C"`],
    ["level", t.levelHierarki],
    ["diubah", t.updatedAt],
    ["organisasi_utama", t.organisasiUtama],
    ["topik_utama", sql`(${t.topikKategori}[1])`],
    ["tanggal_dibuat", t.tanggalDibuat],
    ["tanggal_terbit", t.tanggalTerbit],
    ["tanggal_revisi", t.tanggalRevisi],
    ["temporal_mulai", t.temporalMulai],
    ["temporal_selesai", t.temporalSelesai],
    ["skala", t.skala],
  ];
  const turun = (k: ExtraConfigColumn | SQL) => sql`${k} desc nulls last`;
  const trigram = (k: ExtraConfigColumn | SQL) => sql`${k} gin_trgm_ops`;
  const larik = (k: SQL | ExtraConfigColumn) => sql`csw_teks_larik(${k})`;
  return [
    // The existing metadata_publik_diubah_idx (updated_at DESC, id) is the descending one of dct:modified.
    ...urut.filter(([n]) => n !== "diubah").map(([n, k]) => index(`metadata_publik_${n}_idx`).on(k, t.id).where(publik)),
    index("metadata_publik_diubah_naik_idx").on(t.updatedAt, t.id).where(publik),
    ...urut.filter(([n]) => n !== "diubah").map(([n, k]) => index(`metadata_publik_${n}_turun_idx`).on(turun(k), t.id).where(publik)),
    ...(
      [
        ["crs", t.crs],
        ["klasifikasi", t.klasifikasi],
        ["induk", t.pengenalInduk],
        ["jarak", t.jarakNilai],
        ["jarak_satuan", t.jarakSatuan],
        ["derajat", t.derajat],
      ] as const
    ).map(([n, k]) => index(`metadata_publik_${n}_idx`).on(k).where(publik)),
    index("metadata_publik_bahasa_idx").on(t.bahasaMetadata, t.id).where(publik),
    ...(
      [
        ["bahasa_sumber", t.bahasaSumber],
        ["format", t.format],
        ["nama_organisasi", t.namaOrganisasi],
        ["pencipta", t.pencipta],
        ["penerbit", t.penerbit],
        ["jenis_kata_kunci", t.jenisKataKunci],
        ["wilayah", t.kodeWilayah],
        ["peran_kontak", t.peranKontak],
        ["penggunaan", t.penggunaan],
        ["judul_spesifikasi", t.judulSpesifikasi],
      ] as const
    ).map(([n, k]) => index(`metadata_publik_${n}_idx`).using("gin", k).where(publik)),
    // Record extents and temporal extents as points in 4-D and 2-D: btree_gist GiST indexes are R-trees over them,
    // and comparisons on plain columns get the planner's column statistics (lib/csw/filter/spasial.ts). Migration
    // 0007 adds INCLUDE (id), which Drizzle cannot express, so a page's ids come from the index alone.
    index("metadata_publik_kotak_idx").using("gist", t.bboxBarat, t.bboxTimur, t.bboxSelatan, t.bboxUtara).where(publik),
    index("metadata_publik_temporal_idx").using("gist", t.temporalMulai, t.temporalSelesai).where(publik),
    // dc:subject is keywords and topics together: the queryable's own expression, indexed.
    index("metadata_publik_subjek_idx").using("gin", sql`(${t.kataKunci} || ${t.topikKategori})`).where(publik),
    ...(
      [
        ["teks", t.teksLengkap],
        ["abstrak", t.abstrak],
        ["judul_alternatif", t.judulAlternatif],
        ["silsilah", t.silsilah],
        ["akses_batasan", t.aksesBatasan],
        ["lisensi", t.lisensi],
        ["subjek", larik(sql`(${t.kataKunci} || ${t.topikKategori})`)],
        ["format", larik(t.format)],
        ["nama_organisasi", larik(t.namaOrganisasi)],
        ["pencipta", larik(t.pencipta)],
        ["penerbit", larik(t.penerbit)],
        ["penggunaan", larik(t.penggunaan)],
        ["judul_spesifikasi", larik(t.judulSpesifikasi)],
      ] as const
    ).map(([n, k]) => index(`metadata_publik_${n}_trgm_idx`).using("gin", trigram(k)).where(publik)),
    // Titles with the box's grid cells (migration 0025): a title LIKE beside a box reads only rows in its cells.
    index("metadata_publik_judul_sel_idx").using("gin", trigram(t.judul), t.selKotak).where(publik),
  ];
}
