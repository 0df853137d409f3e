import type { DokumenMetadata, DokumenMetadataMasukan, Kontak } from "@/lib/metadata/schema";
import { formKosong, type FormDokumen, type FormKontak } from "./bentuk";

/** Trimmed text, or undefined for an empty field: the schema's optional fields must be absent, not "". */
export function teks(s: string): string | undefined {
  const t = s.trim();
  return t === "" ? undefined : t;
}

/** A number typed as text; undefined when empty, NaN when not a number (zod then names the field). */
export function angka(s: string): number | undefined {
  const t = s.trim().replace(",", ".");
  return t === "" ? undefined : Number(t);
}

/** The object, or undefined when every value in it is undefined (an untouched optional group). */
export function tanpaKosong<T extends Record<string, unknown>>(o: T): T | undefined {
  return Object.values(o).some((v) => v !== undefined) ? o : undefined;
}

const KUNCI_KONTAK = ["namaIndividu", "namaOrganisasi", "jabatan", "email", "telepon", "alamat", "kota", "provinsi", "kodePos", "negara", "url"] as const;

function kontakKeDokumen(k: FormKontak): Record<string, unknown> {
  const hasil: Record<string, unknown> = { peran: teks(k.peran) };
  for (const kunci of KUNCI_KONTAK) hasil[kunci] = teks(k[kunci]);
  return hasil;
}

function kontakKeForm(k: Kontak): FormKontak {
  const hasil = { peran: k.peran } as FormKontak;
  for (const kunci of KUNCI_KONTAK) hasil[kunci] = k[kunci] ?? "";
  return hasil;
}

const s = (v: string | number | undefined | null) => (v === undefined || v === null ? "" : String(v));

/** The form as the document the API takes (before zod defaults); validate it with `DokumenMetadata`. */
export function formKeDokumen(f: FormDokumen): DokumenMetadataMasukan {
  const i = f.identifikasi;
  const c = f.cakupan;
  const q = f.kualitasData;
  const silsilah = tanpaKosong({
    pernyataan: teks(q.pernyataan),
    langkahProses: q.langkahProses.length ? q.langkahProses.map((l) => ({ deskripsi: teks(l.deskripsi), tanggal: teks(l.tanggal) })) : undefined,
    sumber: q.sumber.length ? q.sumber.map((x) => ({ deskripsi: teks(x.deskripsi) })) : undefined,
  });
  const dokumen = {
    identifikasi: {
      judul: teks(i.judul),
      judulAlternatif: teks(i.judulAlternatif),
      abstrak: teks(i.abstrak),
      tujuan: teks(i.tujuan),
      tanggal: i.tanggal.map((t) => ({ tanggal: teks(t.tanggal), jenis: teks(t.jenis) })),
      edisi: teks(i.edisi),
      statusProgres: teks(i.statusProgres),
      frekuensiPembaruan: teks(i.frekuensiPembaruan),
      bahasa: i.bahasa,
      tipeData: teks(i.tipeData),
      representasiSpasial: i.representasiSpasial,
      resolusi: tanpaKosong({
        skala: angka(i.skala),
        jarak: angka(i.jarakNilai) === undefined ? undefined : { nilai: angka(i.jarakNilai), satuan: teks(i.jarakSatuan) },
      }),
      topikKategori: i.topikKategori,
      // A keyword group with neither words nor thesaurus is the empty row the form starts with.
      kataKunci: i.kataKunci
        .filter((k) => k.kata.length > 0 || teks(k.tesaurusJudul) !== undefined)
        .map((k) => ({
          kata: k.kata,
          jenis: teks(k.jenis),
          tesaurus: tanpaKosong({
            judul: teks(k.tesaurusJudul),
            tanggal: teks(k.tesaurusTanggal) === undefined ? undefined : { tanggal: teks(k.tesaurusTanggal), jenis: teks(k.tesaurusJenisTanggal) },
          }),
        })),
      klasifikasiKeamanan: teks(i.klasifikasiKeamanan),
      batasan: {
        penggunaan: i.penggunaan.split("\n").map(teks).filter((x): x is string => x !== undefined),
        lisensi: teks(i.lisensi),
        aksesBatasan: teks(i.aksesBatasan),
      },
      grafik: i.grafik.map((g) => ({ url: teks(g.url), deskripsi: teks(g.deskripsi), tipe: teks(g.tipe) })),
      kontak: i.kontak.map(kontakKeDokumen),
    },
    cakupan: {
      bbox: tanpaKosong({ barat: angka(c.barat), timur: angka(c.timur), selatan: angka(c.selatan), utara: angka(c.utara) }),
      temporal: tanpaKosong({ mulai: teks(c.mulai), selesai: teks(c.selesai) }),
      wilayah: c.wilayah.map((w) => ({ kode: teks(w.kode), nama: teks(w.nama) })),
    },
    distribusi: {
      format: f.distribusi.format.map((x) => ({ nama: teks(x.nama), versi: teks(x.versi) })),
      sumberDaring: f.distribusi.sumberDaring.map((x) => ({ url: teks(x.url), protokol: teks(x.protokol), nama: teks(x.nama), deskripsi: teks(x.deskripsi), fungsi: teks(x.fungsi) })),
      distributor: f.distribusi.distributor.map(kontakKeDokumen),
    },
    sistemReferensi: teks(f.epsg) === undefined ? undefined : { kode: teks(f.epsg), ruangKode: "EPSG" },
    kualitasData:
      silsilah || q.laporan.length
        ? {
            cakupan: teks(q.cakupan),
            silsilah,
            laporan: q.laporan.map((l) => ({
              elemen: teks(l.elemen),
              metodeEvaluasi: teks(l.metodeEvaluasi),
              ukuran: tanpaKosong({ nama: teks(l.ukuranNama), deskripsi: teks(l.ukuranDeskripsi) }),
              hasil: tanpaKosong({ nilai: teks(l.hasilNilai), satuan: teks(l.hasilSatuan) }),
              kesesuaian: tanpaKosong({ spesifikasi: teks(l.spesifikasi), penjelasan: teks(l.penjelasan), lulus: l.lulus === "" ? undefined : l.lulus === "ya" }),
            })),
          }
        : undefined,
    metadataInfo: {
      pengenalInduk: teks(f.metadataInfo.pengenalInduk),
      bahasa: teks(f.metadataInfo.bahasa),
      levelHierarki: teks(f.metadataInfo.levelHierarki),
      kontak: f.metadataInfo.kontak.map(kontakKeDokumen),
    },
  };
  // Incomplete parts (undefined where the schema wants a value) are exactly what zod should report.
  return dokumen as unknown as DokumenMetadataMasukan;
}

/** A stored document as form state (every optional field as "" or an empty list). */
export function dokumenKeForm(d: DokumenMetadata): FormDokumen {
  const kosong = formKosong();
  const i = d.identifikasi;
  const q = d.kualitasData;
  return {
    identifikasi: {
      judul: i.judul,
      judulAlternatif: s(i.judulAlternatif),
      abstrak: i.abstrak,
      tujuan: s(i.tujuan),
      tanggal: i.tanggal.map((t) => ({ tanggal: t.tanggal, jenis: t.jenis })),
      edisi: s(i.edisi),
      statusProgres: s(i.statusProgres),
      frekuensiPembaruan: s(i.frekuensiPembaruan),
      bahasa: [...i.bahasa],
      tipeData: i.tipeData,
      representasiSpasial: [...(i.representasiSpasial ?? [])],
      skala: s(i.resolusi?.skala),
      jarakNilai: s(i.resolusi?.jarak?.nilai),
      jarakSatuan: i.resolusi?.jarak?.satuan ?? kosong.identifikasi.jarakSatuan,
      topikKategori: [...i.topikKategori],
      kataKunci: (i.kataKunci ?? []).map((k) => ({
        kata: [...k.kata],
        jenis: s(k.jenis),
        tesaurusJudul: s(k.tesaurus?.judul),
        tesaurusTanggal: s(k.tesaurus?.tanggal?.tanggal),
        tesaurusJenisTanggal: k.tesaurus?.tanggal?.jenis ?? "publication",
      })),
      klasifikasiKeamanan: s(i.klasifikasiKeamanan),
      penggunaan: (i.batasan?.penggunaan ?? []).join("\n"),
      lisensi: s(i.batasan?.lisensi),
      aksesBatasan: s(i.batasan?.aksesBatasan),
      grafik: (i.grafik ?? []).map((g) => ({ url: g.url, deskripsi: s(g.deskripsi), tipe: s(g.tipe) })),
      kontak: i.kontak.map(kontakKeForm),
    },
    cakupan: {
      barat: s(d.cakupan.bbox.barat),
      timur: s(d.cakupan.bbox.timur),
      selatan: s(d.cakupan.bbox.selatan),
      utara: s(d.cakupan.bbox.utara),
      mulai: s(d.cakupan.temporal?.mulai),
      selesai: s(d.cakupan.temporal?.selesai),
      wilayah: (d.cakupan.wilayah ?? []).map((w) => ({ kode: s(w.kode), nama: w.nama })),
    },
    distribusi: {
      format: (d.distribusi?.format ?? []).map((x) => ({ nama: x.nama, versi: s(x.versi) })),
      sumberDaring: (d.distribusi?.sumberDaring ?? []).map((x) => ({ url: x.url, protokol: x.protokol, nama: s(x.nama), deskripsi: s(x.deskripsi), fungsi: s(x.fungsi) })),
      distributor: (d.distribusi?.distributor ?? []).map(kontakKeForm),
    },
    epsg: s(d.sistemReferensi?.kode),
    kualitasData: {
      cakupan: q?.cakupan ?? "dataset",
      pernyataan: s(q?.silsilah?.pernyataan),
      langkahProses: (q?.silsilah?.langkahProses ?? []).map((l) => ({ deskripsi: l.deskripsi, tanggal: s(l.tanggal) })),
      sumber: (q?.silsilah?.sumber ?? []).map((x) => ({ deskripsi: x.deskripsi })),
      laporan: (q?.laporan ?? []).map((l) => ({
        elemen: l.elemen,
        metodeEvaluasi: s(l.metodeEvaluasi),
        ukuranNama: s(l.ukuran?.nama),
        ukuranDeskripsi: s(l.ukuran?.deskripsi),
        hasilNilai: s(l.hasil?.nilai),
        hasilSatuan: s(l.hasil?.satuan),
        spesifikasi: s(l.kesesuaian?.spesifikasi),
        penjelasan: s(l.kesesuaian?.penjelasan),
        lulus: l.kesesuaian ? (l.kesesuaian.lulus ? "ya" : "tidak") : "",
      })),
    },
    metadataInfo: {
      pengenalInduk: s(d.metadataInfo.pengenalInduk),
      bahasa: d.metadataInfo.bahasa ?? "ind",
      levelHierarki: d.metadataInfo.levelHierarki ?? "dataset",
      kontak: d.metadataInfo.kontak.map(kontakKeForm),
    },
  };
}
