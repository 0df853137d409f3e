import { DokumenMetadata, type DokumenMetadataMasukan } from "@/lib/metadata/schema";

/** A record that meets every automatic QC rule. */
export function rekamanBaik(ubah: (d: DokumenMetadataMasukan) => void = () => {}): DokumenMetadata {
  const d: DokumenMetadataMasukan = {
    identifikasi: {
      judul: "Batas Wilayah Administrasi Desa Provinsi Jawa Barat",
      abstrak:
        "Data batas wilayah administrasi desa di Provinsi Jawa Barat skala 1:25.000 hasil delineasi bersama pemerintah daerah, dimutakhirkan setiap tahun.",
      tanggal: [{ tanggal: "2025-03-01", jenis: "creation" }, { tanggal: "2030-01-01", jenis: "nextUpdate" }],
      bahasa: ["ind"],
      tipeData: "vector",
      topikKategori: ["boundaries"],
      kataKunci: [{ kata: ["batas", "desa", "administrasi"], jenis: "theme" }],
      resolusi: { skala: 25_000 },
      batasan: { penggunaan: [], lisensi: "CC BY 4.0" },
      kontak: [{ peran: "pointOfContact", namaOrganisasi: "Badan Informasi Geospasial", email: "info@big.go.id" }],
    },
    cakupan: { bbox: { barat: 106.3, timur: 108.9, selatan: -7.9, utara: -5.9 }, temporal: { mulai: "2024-01-01", selesai: "2024-12-31" } },
    distribusi: {
      format: [{ nama: "GeoPackage" }],
      sumberDaring: [{ url: "https://geoservices.example.go.id/wms", protokol: "OGC:WMS" }],
      distributor: [],
    },
    sistemReferensi: { kode: "4326", ruangKode: "EPSG" },
    kualitasData: {
      cakupan: "dataset",
      silsilah: { pernyataan: "Digitasi dari citra resolusi tinggi dan verifikasi lapangan.", langkahProses: [], sumber: [] },
      laporan: [
        {
          elemen: "DQ_CompletenessOmission",
          metodeEvaluasi: "DQ_FullInspection",
          ukuran: { nama: "Persentase unsur yang tidak tercantum" },
          hasil: { nilai: "0.5", satuan: "%" },
          kesesuaian: { spesifikasi: "Spesifikasi produk", penjelasan: "Di bawah 1%", lulus: true },
        },
      ],
    },
    metadataInfo: {
      pengenal: "0b6d0c8e-3c1e-4f7a-9a55-5d7b1c0e9f01",
      kontak: [{ peran: "pointOfContact", namaOrganisasi: "Badan Informasi Geospasial", email: "metadata@big.go.id" }],
    },
  };
  ubah(d);
  return DokumenMetadata.parse(d);
}
