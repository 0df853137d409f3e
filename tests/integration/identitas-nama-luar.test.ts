import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateMetadata as metadataLayoutPublik } from "@/app/(public)/layout";
import Beranda from "@/app/(public)/page";
import HalamanRekaman, { generateMetadata as metadataRekaman } from "@/app/(public)/katalog/[id]/page";
import { GET as umpan } from "@/app/feed.atom/route";
import { GET as openSearch } from "@/app/opensearch.xml/route";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { DatabaseHandle } from "@/lib/db/client";
import { identitasSitus } from "@/lib/db/schema";
import { IDENTITAS_BAWAAN } from "@/lib/identitas/bawaan";
import { potongNama } from "@/lib/web/opensearch";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { kirim, pakaiRedisUji } from "@/tests/helpers/sesi";
import { validasiXml } from "@/tests/helpers/xmllint";

pakaiRedisUji();
type Handler = Parameters<typeof kirim>[0];
/** A name with every character XML and HTML must escape, and longer than OpenSearch's ShortName. */
const NAMA = `Geoportal "Jabar" <Satu> Data & Peta`;

let h: DatabaseHandle;
let id: string;

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "NMA");
  [id] = (await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [{ judul: "Batas Desa Uji", publishedAt: new Date("2026-01-01T00:00:00Z") }])) as [string];
});
afterAll(async () => h?.close());

async function namaDiatur(nama: string | null) {
  if (nama === null) await h.db.delete(identitasSitus).where(eq(identitasSitus.id, 1));
  else await h.db.insert(identitasSitus).values({ ...IDENTITAS_BAWAAN, id: 1, namaKatalog: nama }).onConflictDoUpdate({ target: identitasSitus.id, set: { namaKatalog: nama } });
  // What a save through the admin page does after writing: the cached identity is replaced on the next read.
  await naikkanGenerasiCsw();
}

const ldDari = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe("the catalogue's name as outside software reads it", () => {
  it("is GeoKatalog while the Admin has saved nothing", async () => {
    await namaDiatur(null);
    const os = await kirim<string>(openSearch as Handler, "/opensearch.xml");
    expect(os.body).toContain("<ShortName>GeoKatalog</ShortName>");
    expect(os.body).toContain("<LongName>GeoKatalog</LongName>");
    const feed = await kirim<string>(umpan as Handler, "/feed.atom");
    expect(feed.body).toContain("<title>GeoKatalog – metadata terbaru</title>");
    expect((await metadataLayoutPublik()).openGraph).toMatchObject({ siteName: "GeoKatalog" });
  });

  it("OpenSearch: ShortName cut to 16 characters at a word, LongName and Description carry it, escaped, still valid", async () => {
    await namaDiatur(NAMA);
    const res = await kirim<string>(openSearch as Handler, "/opensearch.xml");
    expect(validasiXml(res.body, "opensearch")).toEqual({ ok: true, galat: "" });
    expect(res.body).toContain("<ShortName>Geoportal…</ShortName>");
    expect(res.body).toContain("<LongName>Geoportal &quot;Jabar&quot; &lt;Satu&gt; Data &amp; Peta</LongName>".replace(/&quot;/g, '"'));
    expect(res.body).toContain("di Geoportal \"Jabar\" &lt;Satu&gt; Data &amp; Peta.</Description>");
    expect(res.body).not.toContain("GeoKatalog");
  });

  it("Atom: the feed's title, subtitle and author name it; the generator stays the software; still valid", async () => {
    const res = await kirim<string>(umpan as Handler, "/feed.atom?q=batas");
    expect(validasiXml(res.body, "atom")).toEqual({ ok: true, galat: "" });
    expect(res.body).toContain("<title>Geoportal \"Jabar\" &lt;Satu&gt; Data &amp; Peta – hasil pencarian “batas”</title>");
    expect(res.body).toContain("<name>Geoportal \"Jabar\" &lt;Satu&gt; Data &amp; Peta</name>");
    expect(res.body).toMatch(/<generator uri="[^"]+">GeoKatalog<\/generator>/);
  });

  it("og:site_name on every public page and on a record page (which sets its own Open Graph)", async () => {
    expect((await metadataLayoutPublik()).openGraph).toMatchObject({ siteName: NAMA, locale: "id_ID" });
    const m = await metadataRekaman({ params: Promise.resolve({ id }) });
    expect(m.openGraph).toMatchObject({ siteName: NAMA, type: "article" });
  });

  it("schema.org: the home page's DataCatalog and each Dataset's includedInDataCatalog", async () => {
    const beranda = renderToStaticMarkup(await Beranda());
    expect(ldDari(beranda)[0]).toMatchObject({ "@type": "DataCatalog", name: NAMA });
    expect(beranda).toContain('title="Geoportal &quot;Jabar&quot; &lt;Satu&gt; Data &amp; Peta – katalog DCAT-AP"');
    const rekaman = renderToStaticMarkup(await HalamanRekaman({ params: Promise.resolve({ id }) }));
    expect(ldDari(rekaman)[0]).toMatchObject({ "@type": "Dataset", includedInDataCatalog: { "@type": "DataCatalog", name: NAMA } });
  });
});

describe("potongNama (OpenSearch length limits)", () => {
  it("keeps a short name, cuts at a word when that keeps half, else mid-word, never past the limit", () => {
    expect(potongNama("Geoportal Jabar", 16)).toBe("Geoportal Jabar");
    expect(potongNama("Satu Data Indonesia", 16)).toBe("Satu Data…");
    expect(potongNama("Geoportalprovinsijawabarat", 16)).toBe("Geoportalprovin…");
    expect([...potongNama("Peta 🗺️🗺️🗺️🗺️🗺️🗺️🗺️🗺️", 16)].length).toBeLessThanOrEqual(16);
  });
});
