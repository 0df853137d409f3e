import type { LaporanKualitas } from "@/lib/metadata/schema";
import type { TemaDataset } from "./data";
import type { Acak } from "./prng";

type Templat = {
  elemen: LaporanKualitas["elemen"];
  ukuran: string;
  /** Result value for a passing (true) or failing (false) report. */
  nilai: (acak: Acak, lulus: boolean) => string;
  satuan?: string;
  spesifikasi: string;
};

const persen = (min: number, max: number) => (acak: Acak) => (acak.int(min * 10, max * 10) / 10).toFixed(1);
const SPESIFIKASI_PRODUK = "Spesifikasi teknis produk data instansi";

const KELENGKAPAN: Templat = {
  elemen: "DQ_CompletenessOmission",
  ukuran: "Persentase unsur yang tidak tercantum",
  nilai: (acak, lulus) => (lulus ? persen(0, 2)(acak) : persen(5, 12)(acak)),
  satuan: "%",
  spesifikasi: SPESIFIKASI_PRODUK,
};
const KONSISTENSI_DOMAIN: Templat = {
  elemen: "DQ_DomainConsistency",
  ukuran: "Persentase nilai atribut di luar domain",
  nilai: (acak, lulus) => (lulus ? persen(0, 1)(acak) : persen(3, 9)(acak)),
  satuan: "%",
  spesifikasi: "Katalog unsur dan daftar kode atribut",
};

// Element choices follow the data form: topology and positional accuracy for vectors, gridded accuracy for rasters.
const TEMPLAT: Record<TemaDataset["tipeData"], Templat[]> = {
  vector: [
    KELENGKAPAN,
    KONSISTENSI_DOMAIN,
    {
      elemen: "DQ_TopologicalConsistency",
      ukuran: "Jumlah kesalahan topologi (celah, tumpang tindih, garis menggantung)",
      nilai: (acak, lulus) => String(lulus ? 0 : acak.int(3, 60)),
      satuan: "kesalahan",
      spesifikasi: "Aturan topologi pada spesifikasi teknis produk",
    },
    {
      elemen: "DQ_AbsoluteExternalPositionalAccuracy",
      ukuran: "CE90 terhadap titik uji independen",
      nilai: (acak, lulus) => (lulus ? acak.int(2, 12) : acak.int(20, 45)).toFixed(1),
      satuan: "m",
      spesifikasi: "Peraturan Kepala BIG Nomor 15 Tahun 2014 tentang Pedoman Teknis Ketelitian Peta Dasar",
    },
    {
      elemen: "DQ_ThematicClassificationCorrectness",
      ukuran: "Akurasi keseluruhan klasifikasi terhadap sampel lapangan",
      nilai: (acak, lulus) => (lulus ? persen(85, 97)(acak) : persen(60, 78)(acak)),
      satuan: "%",
      spesifikasi: SPESIFIKASI_PRODUK,
    },
  ],
  raster: [
    KELENGKAPAN,
    {
      elemen: "DQ_GriddedDataPositionalAccuracy",
      ukuran: "RMSE posisi sel terhadap titik kontrol",
      nilai: (acak, lulus) => (lulus ? acak.int(1, 10) : acak.int(25, 60)).toFixed(1),
      satuan: "m",
      spesifikasi: SPESIFIKASI_PRODUK,
    },
    {
      elemen: "DQ_QuantitativeAttributeAccuracy",
      ukuran: "RMSE nilai sel terhadap data pengamatan",
      nilai: (acak, lulus) => (lulus ? acak.int(1, 5) : acak.int(10, 25)).toFixed(1),
      spesifikasi: SPESIFIKASI_PRODUK,
    },
  ],
  tabular: [
    KELENGKAPAN,
    KONSISTENSI_DOMAIN,
    {
      elemen: "DQ_FormatConsistency",
      ukuran: "Persentase baris yang tidak sesuai struktur berkas",
      nilai: (acak, lulus) => (lulus ? "0.0" : persen(1, 5)(acak)),
      satuan: "%",
      spesifikasi: "Struktur dan format baku data",
    },
  ],
  tin: [KELENGKAPAN],
  stereoModel: [KELENGKAPAN],
  video: [KELENGKAPAN],
};

/** 0–3 ISO 19157 reports fitting the data form; `lulus` false makes one of them fail (rejected records). */
export function buatLaporanKualitas(acak: Acak, tema: TemaDataset, lulus: boolean): LaporanKualitas[] {
  const pilihan = acak.sampel(TEMPLAT[tema.tipeData], acak.int(lulus ? 0 : 1, 3));
  return pilihan.map((t, i) => {
    const lulusIni = lulus || i > 0;
    return {
      elemen: t.elemen,
      metodeEvaluasi: acak.pilih(["directInternal", "directExternal", "DQ_SampleBasedInspection", "DQ_FullInspection"] as const),
      ukuran: { nama: t.ukuran },
      hasil: t.satuan ? { nilai: t.nilai(acak, lulusIni), satuan: t.satuan } : { nilai: t.nilai(acak, lulusIni) },
      kesesuaian: {
        spesifikasi: t.spesifikasi,
        penjelasan: lulusIni ? "Hasil evaluasi memenuhi ambang batas spesifikasi." : "Hasil evaluasi belum memenuhi ambang batas spesifikasi.",
        lulus: lulusIni,
      },
    };
  });
}

/** The checker's own evaluation of a record without reports: the first element its data form is judged by. */
export function laporanPemeriksa(acak: Acak, tema: TemaDataset): LaporanKualitas {
  const t = TEMPLAT[tema.tipeData][0]!;
  return {
    elemen: t.elemen,
    metodeEvaluasi: acak.pilih(["DQ_SampleBasedInspection", "DQ_FullInspection"] as const),
    ukuran: { nama: t.ukuran },
    hasil: t.satuan ? { nilai: t.nilai(acak, true), satuan: t.satuan } : { nilai: t.nilai(acak, true) },
    kesesuaian: { spesifikasi: t.spesifikasi, penjelasan: "Hasil evaluasi memenuhi ambang batas spesifikasi.", lulus: true },
  };
}
