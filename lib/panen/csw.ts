import { anakElemen, atribut, parseXmlTree, type XmlElement } from "@/lib/csw/xml-tree";
import { ambilAman } from "@/lib/http/ambil-aman";
import { bacaBadan } from "@/lib/http/badan";
import { GalatPanen } from "@/lib/xml/harvest/klien";
import { SKEMA_CSW, type JenisSumber, type SkemaMinta } from "./jenis";
import { izinAlamatPanen } from "./jaringan";

const PARAMETER_CSW = /^(service|version|request|typenames|outputschema|elementsetname|resulttype|startposition|maxrecords|namespace|constraint|constraintlanguage|constraint_language_version)$/i;

export type PermintaanCsw = { url: string; skema: SkemaMinta; kendala?: { cql: string; namespace?: string } };

/** GetRecords by KVP for a source: its output schema, its constraint (CQL_TEXT), `maks` records from `mulai`. */
export function urlGetRecordsSumber(p: PermintaanCsw, mulai: number, maks: number, hasil: "results" | "hits" = "results"): string {
  const u = new URL(p.url);
  const q = u.searchParams;
  for (const k of [...q.keys()]) if (PARAMETER_CSW.test(k)) q.delete(k);
  const s = SKEMA_CSW[p.skema];
  q.set("service", "CSW");
  q.set("version", "2.0.2");
  q.set("request", "GetRecords");
  q.set("typeNames", s.typeNames);
  q.set("namespace", [`xmlns(${s.awalan}=${s.uri})`, p.kendala?.namespace].filter(Boolean).join(","));
  q.set("outputSchema", s.uri);
  q.set("elementSetName", "full");
  q.set("resultType", hasil);
  q.set("startPosition", String(mulai));
  q.set("maxRecords", String(maks));
  if (p.kendala) {
    q.set("constraintLanguage", "CQL_TEXT");
    q.set("constraint_language_version", "1.1.0");
    q.set("constraint", p.kendala.cql);
  }
  return u.toString();
}

/** The record at its source (the provenance link "Dipanen dari …" opens). */
export function urlGetRecordById(dasar: string, skema: SkemaMinta, id: string): string {
  const u = new URL(dasar);
  for (const k of [...u.searchParams.keys()]) if (PARAMETER_CSW.test(k) || /^(id|elementsetname)$/i.test(k)) u.searchParams.delete(k);
  for (const [k, v] of Object.entries({ service: "CSW", version: "2.0.2", request: "GetRecordById", id, elementSetName: "full", outputSchema: SKEMA_CSW[skema].uri })) u.searchParams.set(k, v);
  return u.toString();
}

export function urlGetCapabilities(dasar: string): string {
  const u = new URL(dasar);
  for (const k of [...u.searchParams.keys()]) if (PARAMETER_CSW.test(k)) u.searchParams.delete(k);
  u.searchParams.set("service", "CSW");
  u.searchParams.set("request", "GetCapabilities");
  u.searchParams.set("acceptVersions", "2.0.2");
  return u.toString();
}

const BATAS_KAPABILITAS = { maxBytes: 8 * 1024 * 1024, maxDepth: 64, maxElements: 200_000 };

/** A bounded GET of a small XML document (capabilities, a hits answer, a WAF file) through the SSRF guard. */
export async function ambilXml(url: string, kepala: Record<string, string>, batasWaktuMs: number, sinyal?: AbortSignal): Promise<XmlElement> {
  const waktu = AbortSignal.timeout(batasWaktuMs);
  const res = await ambilAman(url, { headers: { accept: "application/xml", "accept-encoding": "identity", ...kepala }, signal: sinyal ? AbortSignal.any([waktu, sinyal]) : waktu }, izinAlamatPanen());
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new GalatPanen(`Server menjawab HTTP ${res.status}.`, res.status >= 500 || res.status === 429);
  }
  const bita = await bacaBadan(res, BATAS_KAPABILITAS.maxBytes, () => new GalatPanen("Jawaban server melebihi 8 MiB."));
  try {
    return parseXmlTree(new TextDecoder().decode(bita), BATAS_KAPABILITAS);
  } catch (err) {
    throw new GalatPanen(`Jawaban server tidak dapat diurai: ${err instanceof Error ? err.message : err}`);
  }
}

const teksAnak = (el: XmlElement | undefined, local: string) => el?.children.find((c) => c.local === local)?.text.trim() ?? "";

/** Title and the output schemas GetRecords offers, from a CSW capabilities document. */
export function bacaKapabilitas(akar: XmlElement): { judul: string; skemaKeluaran: string[] } {
  if (akar.local === "ExceptionReport") throw new GalatPanen(`Server CSW menolak GetCapabilities: ${teksAnak(akar.children[0], "ExceptionText").slice(0, 300)}`);
  if (akar.local !== "Capabilities") throw new GalatPanen(`Jawaban GetCapabilities bukan csw:Capabilities (akar ${akar.local}).`);
  const identitas = akar.children.find((c) => c.local === "ServiceIdentification");
  const skema = new Set<string>();
  const tumpukan = [...akar.children];
  while (tumpukan.length) {
    const el = tumpukan.pop()!;
    if (el.local === "Operation" && atribut(el, "name") === "GetRecords") {
      for (const p of el.children) if (p.local === "Parameter" && (atribut(p, "name") ?? "").toLowerCase() === "outputschema") for (const v of p.children) if (v.local === "Value") skema.add(v.text.trim());
    } else tumpukan.push(...el.children);
  }
  return { judul: teksAnak(identitas, "Title"), skemaKeluaran: [...skema] };
}

/** numberOfRecordsMatched of a hits answer. */
export function bacaJumlahHits(akar: XmlElement): number {
  if (akar.local === "ExceptionReport") throw new GalatPanen(`Server CSW menolak kueri: ${teksAnak(akar.children[0], "ExceptionText").slice(0, 300)}`);
  const hasil = akar.local === "GetRecordsResponse" ? anakElemen(akar, "http://www.opengis.net/cat/csw/2.0.2", "SearchResults")[0] : undefined;
  if (!hasil) throw new GalatPanen(`Jawaban bukan csw:GetRecordsResponse (akar ${akar.local}).`);
  const n = Number(atribut(hasil, "numberOfRecordsMatched"));
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

export const jenisCsw = (jenis: JenisSumber): boolean => jenis !== "waf";
