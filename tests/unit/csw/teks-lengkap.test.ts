import { describe, expect, it } from "vitest";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { teksLengkapDari, VERSI_TEKS_LENGKAP } from "@/lib/metadata/teks-lengkap";
import { dokumenMaksimal, dokumenMinimal } from "@/tests/fixtures/dokumen";

// AnyText is "the character content of all catalogue properties": every string of the document except its dates.
const TANGGAL = new Set(["tanggal", "mulai", "selesai", "tanggalStempel"]);
function semuaTeks(v: unknown, kunci = ""): string[] {
  if (typeof v === "string") return TANGGAL.has(kunci) ? [] : [v];
  if (Array.isArray(v)) return v.flatMap((x) => semuaTeks(x, kunci));
  if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => semuaTeks(x, k));
  return [];
}
const kata = (t: string) => t.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe("teksLengkapDari (AnyText)", () => {
  it("holds every word of every string of the fullest document, as words only", () => {
    const dok = dokumenMaksimal();
    const teks = teksLengkapDari(dok);
    const ada = new Set(teks.split(" "));
    const hilang = [...new Set(semuaTeks(dok).flatMap(kata))].filter((k) => !ada.has(k));
    expect(hilang).toEqual([]);
    expect(teks).toMatch(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u);
    // Contacts (city, e-mail), use constraints and lineage are there.
    const kontak = dok.identifikasi.kontak.find((k) => k.kota && k.email);
    expect(kontak).toBeDefined();
    expect(teks).toContain(kata(kontak!.kota!).join(" "));
    expect(teks).toContain(kata(kontak!.email!).join(" "));
    expect(teks).toContain(kata(dok.identifikasi.batasan.penggunaan[0]!).join(" "));
    expect(teks).toContain(kata(dok.kualitasData!.silsilah!.pernyataan!).join(" "));
  });

  it("leaves dates to the date queryables", () => {
    const dok = dokumenMaksimal();
    const teks = ` ${teksLengkapDari(dok)} `;
    for (const t of dok.identifikasi.tanggal) expect(teks).not.toContain(` ${kata(t.tanggal).join(" ")} `);
  });

  it("is written with its version by every save (kolomDariDokumen)", () => {
    const dok = dokumenMinimal();
    expect(kolomDariDokumen(dok)).toMatchObject({ teksLengkap: teksLengkapDari(dok), teksLengkapVersi: VERSI_TEKS_LENGKAP });
  });

  it("reads a stored document that lacks defaulted fields", () => {
    const dok = dokumenMinimal() as unknown as Record<string, Record<string, unknown>>;
    delete dok.identifikasi!.batasan;
    delete dok.identifikasi!.kataKunci;
    delete dok.distribusi;
    expect(teksLengkapDari(dok as never)).toContain(kata(dokumenMinimal().identifikasi.judul).join(" "));
  });
});
