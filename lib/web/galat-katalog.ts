import type { IsianKatalog } from "./katalog-url";

/** The search fields a person types into on /katalog, each with its label and an example of what to type. */
const BIDANG_KOTAK = [
  { nama: "bboxN", label: "Batas utara", contoh: "6.5", lintang: true },
  { nama: "bboxS", label: "Batas selatan", contoh: "-8.8", lintang: true },
  { nama: "bboxW", label: "Batas barat", contoh: "105.1", lintang: false },
  { nama: "bboxE", label: "Batas timur", contoh: "114.6", lintang: false },
] as const;

export type NamaBidang = (typeof BIDANG_KOTAK)[number]["nama"] | "tahun";
export type GalatIsian = Partial<Record<NamaBidang, string>>;

const DESIMAL = /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/**
 * Checks what a person typed, field by field, in words for people (issue 18): the field's label and what to type,
 * shown beside the field. The API keeps its own parameter-named messages; this runs first on the page, so a
 * value the API would refuse gets a message here.
 */
export function periksaIsian(isian: IsianKatalog): GalatIsian {
  const galat: GalatIsian = {};
  const angka: Partial<Record<NamaBidang, number>> = {};
  for (const b of BIDANG_KOTAK) {
    const v = isian[b.nama].trim();
    if (v === "") continue;
    // A comma is the Indonesian decimal mark: say so instead of "not a number".
    if (/^[-+]?[0-9]+,[0-9]+$/.test(v)) {
      galat[b.nama] = `${b.label} memakai titik sebagai tanda desimal, bukan koma: tulis ${v.replace(",", ".")}.`;
    } else if (!DESIMAL.test(v)) {
      galat[b.nama] = `${b.label} harus angka desimal, mis. ${b.contoh}.`;
    } else {
      const n = Number(v);
      const maks = b.lintang ? 90 : 180;
      if (Math.abs(n) > maks) galat[b.nama] = `${b.label} adalah ${b.lintang ? "lintang" : "bujur"}: isi angka dari -${maks} sampai ${maks}, mis. ${b.contoh}.`;
      else angka[b.nama] = n;
    }
  }
  const terisi = BIDANG_KOTAK.filter((b) => isian[b.nama].trim() !== "");
  if (terisi.length > 0 && terisi.length < 4) {
    for (const b of BIDANG_KOTAK) {
      if (isian[b.nama].trim() === "") galat[b.nama] = `Isi juga ${b.label.toLowerCase()}, mis. ${b.contoh}, atau kosongkan keempat batas wilayah.`;
    }
  }
  if (angka.bboxN !== undefined && angka.bboxS !== undefined && angka.bboxS > angka.bboxN && !galat.bboxS) {
    galat.bboxS = `Batas selatan (${angka.bboxS}) harus lebih kecil dari batas utara (${angka.bboxN}); mungkin keduanya tertukar.`;
  }
  if (isian.tahun.some((t) => !/^[0-9]{4}$/.test(t))) galat.tahun = "Tahun data harus empat angka, mis. 2024.";
  return galat;
}

/** The labels of fields with a message, for the summary above the results ("Periksa: Batas utara, Batas timur"). */
export function labelBidang(nama: NamaBidang): string {
  return nama === "tahun" ? "Tahun data" : BIDANG_KOTAK.find((b) => b.nama === nama)!.label;
}
