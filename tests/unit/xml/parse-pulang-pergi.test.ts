import { describe, expect, it } from "vitest";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { buatKonteksRekaman } from "@/lib/seed";
import { DAFTAR_ORGANISASI } from "@/lib/seed/data";
import { bangunPengguna } from "@/lib/seed/pengguna";
import { rangkaianRekaman } from "@/lib/seed/rekaman";
import { renderXml, type FormatIso } from "@/lib/xml";
import { parseMetadataXml } from "@/lib/xml/parse";
import { uom } from "@/lib/xml/tulis";
import { ID_MAKSIMAL, JUMLAH_VARIAN_KODE, STEMPEL, dokumenMaksimal, dokumenMinimal, dokumenSemuaKode, dokumenTipikal } from "@/tests/fixtures/dokumen";

/** render → parse → render gives the same bytes, for every profile, on the test documents and seeded records. */

/** Where two renderings first differ, with some context either side (null when equal): readable failures. */
function bedaPertama(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 150), i + 150)}…\n≠\n…${b.slice(Math.max(0, i - 150), i + 150)}…`;
}

type Kasus = { nama: string; dok: DokumenMetadata; id: string };

function dokumenSeed(n: number): Kasus[] {
  const idOrganisasi = new Map(DAFTAR_ORGANISASI.map((o, i) => [o.kode, `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`]));
  const { indeks } = bangunPengguna(7, DAFTAR_ORGANISASI, idOrganisasi, "-", new Date("2020-12-01T00:00:00Z"));
  return [...rangkaianRekaman(buatKonteksRekaman(7, idOrganisasi, indeks), n)].map((b) => ({ nama: `seed-${b.id}`, dok: b.dokumen, id: b.id! }));
}

const KASUS: Kasus[] = [
  { nama: "minimal", dok: dokumenMinimal(), id: "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f" },
  { nama: "maksimal", dok: dokumenMaksimal(), id: ID_MAKSIMAL },
  { nama: "id-aneh", dok: dokumenMaksimal(), id: "9 a/b_c:ä" },
  ...Array.from({ length: 6 }, (_, i) => ({ nama: `tipikal-${i}`, dok: dokumenTipikal(i), id: `id-${i}` })),
  ...Array.from({ length: JUMLAH_VARIAN_KODE }, (_, i) => ({ nama: `semua-kode-${i}`, dok: dokumenSemuaKode(i), id: `semua-kode-${i}` })),
  ...dokumenSeed(80),
];

const FORMAT: readonly FormatIso[] = ["gmd", "mdb2016", "mdb2018"];

describe("pulang-pergi render → parse → render", () => {
  for (const format of FORMAT) {
    it(`${format}: ${KASUS.length} dokumen kembali byte demi byte, tanpa bagian yang tak terpetakan`, () => {
      for (const k of KASUS) {
        const opsi = { format, id: k.id, dateStamp: STEMPEL, dateCreated: "2023-01-01T00:00:00Z" };
        const asli = renderXml(k.dok, opsi);
        const h = parseMetadataXml(asli);
        expect(h.profil, k.nama).toBe(format);
        expect(h.pengenal, k.nama).toBe(k.id);
        // our own output maps completely: only derived defaults may be reported (tipeData is not encoded)
        expect(h.laporan.filter((l) => l.path !== "identifikasi.tipeData"), k.nama).toEqual([]);
        expect(h.sah, k.nama).not.toBeNull();
        expect(bedaPertama(asli, renderXml(h.sah!, opsi)), k.nama).toBeNull();
      }
    });
  }

  it("mdb2016 (profil nasional) tidak kehilangan apa pun selain tipe data, stempel dan ejaan satuan", () => {
    for (const k of KASUS) {
      const h = parseMetadataXml(renderXml(k.dok, { format: "mdb2016", id: k.id, dateStamp: STEMPEL }));
      const buang = (d: DokumenMetadata) => ({
        ...d,
        // gco:Distance@uom takes a unit symbol, so "meter" comes back as "m"
        identifikasi: { ...d.identifikasi, tipeData: undefined, resolusi: d.identifikasi.resolusi && { ...d.identifikasi.resolusi, jarak: d.identifikasi.resolusi.jarak && { ...d.identifikasi.resolusi.jarak, satuan: uom(d.identifikasi.resolusi.jarak.satuan) } } },
        metadataInfo: { ...d.metadataInfo, pengenal: undefined, tanggalStempel: undefined },
      });
      expect(buang(h.sah!), k.nama).toEqual(buang(k.dok));
    }
  });

  it("rekaman ringkas (summary) tetap terbaca dan sah", () => {
    for (const format of FORMAT) {
      const h = parseMetadataXml(renderXml(dokumenMaksimal(), { format, id: ID_MAKSIMAL, dateStamp: STEMPEL, elementSet: "summary" }));
      expect(h.sah?.identifikasi.judul).toBe(dokumenMaksimal().identifikasi.judul);
    }
  });
});
