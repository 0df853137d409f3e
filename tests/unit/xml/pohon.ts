import { SaxesParser } from "saxes";
import { PREFIX_DC, PREFIX_GMD, PREFIX_MDB } from "@/lib/xml/namespaces";

/**
 * A tiny namespace-aware tree and path query for the XML tests (saxes parses; no XPath library is installed).
 * Paths use the renderers' prefixes: "a:b/c:d" (children), "//a:b" (descendants), "*" (any element) and a
 * final "@name" for attribute values.
 */
export type Simpul = { uri: string; lokal: string; atribut: Map<string, string>; anak: Simpul[]; teks: string; peta: PrefixMap };
type PrefixMap = Readonly<Record<string, string>>;

/** gmd and ISO 19115-3 both use the prefix gco (for different namespaces): queries resolve prefixes with
 * the table of the profile the document's root element belongs to. */
function petaUntuk(uriAkar: string): PrefixMap {
  if (uriAkar === PREFIX_GMD.gmd) return PREFIX_GMD;
  if (uriAkar === PREFIX_MDB["2016"].mdb) return PREFIX_MDB["2016"];
  if (uriAkar === PREFIX_MDB["2018"].mdb) return PREFIX_MDB["2018"];
  return { ...PREFIX_DC, xsi: "http://www.w3.org/2001/XMLSchema-instance" };
}

/** Parses (throws on anything not well-formed, including undefined entities). */
export function urai(xml: string): Simpul {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const akar: Simpul = { uri: "", lokal: "#dokumen", atribut: new Map(), anak: [], teks: "", peta: {} };
  const tumpukan: Simpul[] = [akar];
  let galat: Error | undefined;
  parser.on("error", (e) => {
    galat ??= e;
  });
  parser.on("opentag", (t) => {
    const atribut = new Map<string, string>();
    for (const a of Object.values(t.attributes)) atribut.set(a.uri ? `{${a.uri}}${a.local}` : a.local, a.value);
    if (tumpukan.length === 1) akar.peta = petaUntuk(t.uri);
    const s: Simpul = { uri: t.uri, lokal: t.local, atribut, anak: [], teks: "", peta: akar.peta };
    tumpukan.at(-1)!.anak.push(s);
    tumpukan.push(s);
  });
  parser.on("text", (t) => {
    tumpukan.at(-1)!.teks += t;
  });
  parser.on("closetag", () => {
    tumpukan.pop();
  });
  parser.write(xml).close();
  if (galat) throw galat;
  return akar;
}

export function cari(akar: Simpul, jalur: string): Simpul[] {
  const peta = akar.peta;
  const cocok = (s: Simpul, langkah: string) => {
    if (langkah === "*") return true;
    const [p, l] = langkah.split(":");
    return s.lokal === l && s.uri === peta[p!];
  };
  let himpunan = [akar];
  // "a//b" → ["a", "§b"]: a step marked "§" matches at any depth below the current set
  const langkah = jalur.replaceAll("//", "/§").split("/").filter((l) => l !== "" && !l.startsWith("@"));
  for (const mentah of langkah) {
    const l = mentah.replace(/^§/, "");
    if (mentah.startsWith("§")) {
      const hasil: Simpul[] = [];
      const jelajah = (s: Simpul) => {
        for (const a of s.anak) {
          if (cocok(a, l)) hasil.push(a);
          jelajah(a);
        }
      };
      himpunan.forEach(jelajah);
      himpunan = hasil;
    } else {
      himpunan = himpunan.flatMap((s) => s.anak.filter((a) => cocok(a, l)));
    }
  }
  return himpunan;
}

/** Text of the matched elements, or values of the attribute named by a final "@step". */
export function nilai(akar: Simpul, jalur: string): string[] {
  const akhir = jalur.split("/").at(-1)!;
  const elemen = cari(akar, jalur);
  if (!akhir.startsWith("@")) return elemen.map((s) => s.teks);
  const nama = akhir.slice(1);
  const [p, l] = nama.split(":");
  const kunci = l === undefined ? nama : `{${akar.peta[p!] ?? ""}}${l}`;
  return elemen.flatMap((s) => (s.atribut.has(kunci) ? [s.atribut.get(kunci)!] : []));
}

/** Canonical form for comparing two serialisations of the same document. */
export function kanonik(s: Simpul): unknown {
  return {
    n: `{${s.uri}}${s.lokal}`,
    a: [...s.atribut].filter(([k]) => !k.startsWith("{http://www.w3.org/2000/xmlns/}") && k !== "xmlns").sort(),
    t: s.anak.length > 0 ? s.teks.trim() : s.teks,
    c: s.anak.map(kanonik),
  };
}
