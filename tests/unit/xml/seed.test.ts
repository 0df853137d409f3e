import { describe, expect, it } from "vitest";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { buatKonteksRekaman } from "@/lib/seed";
import { DAFTAR_ORGANISASI } from "@/lib/seed/data";
import { bangunPengguna } from "@/lib/seed/pengguna";
import { rangkaianRekaman } from "@/lib/seed/rekaman";
import { ELEMENT_SETS, renderDublinCore, renderXml, type FormatIso } from "@/lib/xml";
import { validasiBanyak, type Skema } from "@/tests/helpers/xmllint";

/** Seeded demo records (the generator of lib/seed, without a database) in every profile and element set. */

const JUMLAH = 120;

function dokumenSeed() {
  const idOrganisasi = new Map(DAFTAR_ORGANISASI.map((o, i) => [o.kode, `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`]));
  const { indeks } = bangunPengguna(1, DAFTAR_ORGANISASI, idOrganisasi, "bukan-hash", new Date("2020-12-01T00:00:00Z"));
  const konteks = buatKonteksRekaman(1, idOrganisasi, indeks);
  return [...rangkaianRekaman(konteks, JUMLAH)].map((b) => {
    // the insert row type makes id optional (the column has a default); the seed always sets it
    if (!b.id) throw new Error("Rekaman seed tanpa id");
    return { id: b.id, dokumen: b.dokumen };
  });
}

describe("rekaman hasil seed", () => {
  const rekaman = dokumenSeed();

  it("dokumen seed lolos DokumenMetadata.parse", () => {
    expect(rekaman).toHaveLength(JUMLAH);
    for (const r of rekaman) expect(DokumenMetadata.safeParse(r.dokumen).success, r.id).toBe(true);
  });

  const skema: Record<FormatIso | "dc", Skema> = { gmd: "gmd", mdb2016: "mdb", mdb2018: "mdb", dc: "csw" };
  for (const format of ["gmd", "mdb2016", "mdb2018", "dc"] as const) {
    it(`${format}: semua rekaman × brief/summary/full valid`, () => {
      const label: string[] = [];
      const xml: string[] = [];
      for (const r of rekaman) {
        const stempel = r.dokumen.metadataInfo.tanggalStempel ?? "2026-01-01T00:00:00Z";
        for (const elementSet of ELEMENT_SETS) {
          label.push(`${r.id}/${elementSet}`);
          const opsi = { id: r.id, dateStamp: stempel, elementSet };
          xml.push(format === "dc" ? renderDublinCore(r.dokumen, opsi) : renderXml(r.dokumen, { ...opsi, format }));
        }
      }
      const gagal = validasiBanyak(xml, skema[format]).flatMap((h, i) => (h.ok ? [] : [`${label[i]}: ${h.galat}`]));
      expect(gagal, gagal.slice(0, 5).join("\n")).toEqual([]);
    });
  }
});
