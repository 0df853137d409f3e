import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as unduh } from "@/app/api/public/metadata/[id]/xml/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { anakElemen, parseXmlTree } from "@/lib/csw/xml-tree";
import { ApiError } from "@/lib/http/errors";
import { renderXml } from "@/lib/xml";
import { transformasiXslt } from "@/lib/xml/xslt";
import { ID_MAKSIMAL, JUDUL_SULIT, STEMPEL, dokumenMaksimal } from "@/tests/fixtures/dokumen";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";

/** format=xslt with the example stylesheet of docs/xslt configured (its own file: env() is read once per process). */

const DCAT = "http://www.w3.org/ns/dcat#";
const DCT = "http://purl.org/dc/terms/";
let h: DatabaseHandle;
let terbit: string;
let draf: string;

beforeAll(async () => {
  process.env.XSLT_STYLESHEET_PATH = path.resolve(import.meta.dirname, "../../docs/xslt/ringkasan-dcat.xsl");
  h = await createTestDatabase();
  const a = await buatPemilik(h.db, "XSLT");
  [terbit, draf] = await sisipkanRekaman(h.db, { organisasiId: a.organisasi.id, penggunaId: a.pengguna.id }, [
    { judul: "Batas <Desa> & Kelurahan", kataKunci: ["batas", "desa"], topikKategori: ["boundaries"] },
    { judul: "Draf", status: "DRAFT" },
  ]) as [string, string];
});
afterAll(async () => h?.close());

describe("GET /api/public/metadata/{id}/xml?format=xslt", () => {
  it("menerapkan stylesheet pada dokumen mdb2016: ringkasan DCAT yang well-formed", async () => {
    const res = await panggil<string>(unduh, `/api/public/metadata/${terbit}/xml?format=xslt`, { id: terbit });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="metadata-${terbit}-xslt.xml"`);
    const akar = parseXmlTree(res.body);
    expect(akar.local).toBe("RDF");
    const [dataset] = anakElemen(akar, DCAT, "Dataset");
    expect(dataset).toBeDefined();
    const teks = (ns: string, nama: string) => anakElemen(dataset!, ns, nama).map((e) => e.text.trim());
    expect(teks(DCT, "identifier")).toEqual([terbit]);
    expect(teks(DCT, "title")).toEqual(["Batas <Desa> & Kelurahan"]);
    expect(teks(DCAT, "keyword")).toEqual(["batas", "desa"]);
    expect(teks(DCT, "language")).toEqual(["ind"]);
    const geometri = anakElemen(dataset!, DCT, "spatial")[0]?.children[0]?.children[0]?.text;
    expect(geometri).toBe("POLYGON((106 -7,107 -7,107 -6,106 -6,106 -7))");
  });

  it("teks yang mirip entitas (AT&amp;T, &#169;) dan karakter khusus keluar utuh", async () => {
    const xml = renderXml(dokumenMaksimal(), { format: "mdb2016", id: ID_MAKSIMAL, dateStamp: STEMPEL });
    const keluar = await transformasiXslt(xml, readFileSync(process.env.XSLT_STYLESHEET_PATH!, "utf8"));
    const dataset = anakElemen(parseXmlTree(keluar), DCAT, "Dataset")[0]!;
    expect(anakElemen(dataset, DCT, "title")[0]!.text).toBe(JUDUL_SULIT);
    expect(anakElemen(dataset, DCT, "description")[0]!.text).toBe(dokumenMaksimal().identifikasi.abstrak);
  });

  it("rekaman yang belum terbit tetap 404", async () => {
    const res = await panggil<{ error: string }>(unduh, `/api/public/metadata/${draf}/xml?format=xslt`, { id: draf });
    expect(res.status).toBe(404);
  });

  it("stylesheet rusak atau yang meminta sumber luar → galat tanpa membocorkan isi", async () => {
    await expect(transformasiXslt("<a/>", "<bukan-xsl")).rejects.toBeInstanceOf(ApiError);
    const impor = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:import href="http://127.0.0.1:9/x.xsl"/><xsl:template match="/"><b/></xsl:template></xsl:stylesheet>`;
    await expect(transformasiXslt("<a/>", impor)).rejects.toThrow("Transformasi XSLT gagal");
  });
});
