import { anakElemen, atribut, parseXmlTree, type BatasXml, type XmlElement } from "@/lib/csw/xml-tree";
import { ambilAman, AmbilDitolak } from "@/lib/http/ambil-aman";
import { bacaBadan } from "@/lib/http/badan";
import { izinAlamatPanen } from "@/lib/panen/jaringan";
import { cariRekaman } from "../parse";

const CSW = "http://www.opengis.net/cat/csw/2.0.2";
const OWS = ["http://www.opengis.net/ows", "http://www.opengis.net/ows/1.1", "http://www.opengis.net/ows/2.0"];
const GMD = "http://www.isotc211.org/2005/gmd";

/** A page of 500 full gmd records from GeoNetwork can reach tens of MB; far above that is not a CSW page. */
export const BATAS_HALAMAN: BatasXml = { maxBytes: 128 * 1024 * 1024, maxDepth: 160, maxElements: 4_000_000 };

export type Halaman = { cocok: number; dikembalikan: number; berikutnya: number; rekaman: XmlElement[] };

export class GalatPanen extends Error {
  /** Worth asking again (network, 5xx, 429), as opposed to an answer that will not change. */
  readonly sementara: boolean;
  /** Set when the run saved its progress before failing: running again continues from there. */
  kemajuanTersimpan = false;
  constructor(pesan: string, sementara = false) {
    super(pesan);
    this.name = "GalatPanen";
    this.sementara = sementara;
  }
}

/** GetRecords by KVP (every CSW 2.0.2 server answers GET): full ISO 19139 records, `maks` from `mulai`. */
export function urlGetRecords(dasar: string, mulai: number, maks: number): string {
  const u = new URL(dasar);
  const p = u.searchParams;
  for (const k of [...p.keys()]) if (/^(service|version|request|typenames|outputschema|elementsetname|resulttype|startposition|maxrecords|namespace)$/i.test(k)) p.delete(k);
  p.set("service", "CSW");
  p.set("version", "2.0.2");
  p.set("request", "GetRecords");
  p.set("typeNames", "gmd:MD_Metadata");
  p.set("namespace", `xmlns(gmd=${GMD})`);
  p.set("outputSchema", GMD);
  p.set("elementSetName", "full");
  p.set("resultType", "results");
  p.set("startPosition", String(mulai));
  p.set("maxRecords", String(maks));
  return u.toString();
}

export type OpsiAmbil = {
  percobaan: number;
  jedaMs: number;
  batasWaktuMs: number;
  fetch?: typeof fetch;
  /** Extra request headers (a source's basic credentials). */
  kepala?: Record<string, string>;
  /** Aborts the request and the backoff wait (a cancelled run). */
  sinyal?: AbortSignal;
};

export const OPSI_AMBIL_BAWAAN: OpsiAmbil = { percobaan: 4, jedaMs: 2_000, batasWaktuMs: 120_000 };

/** One page, retried with exponential backoff on network errors and 5xx/429 (CSW servers rarely send Retry-After). */
export async function ambilHalaman(dasar: string, mulai: number, maks: number, opsi: OpsiAmbil = OPSI_AMBIL_BAWAAN): Promise<Halaman> {
  return ambilHalamanUrl(urlGetRecords(dasar, mulai, maks), mulai, opsi);
}

/** Waits `ms`, or rejects as soon as `sinyal` aborts. */
function tunggu(ms: number, sinyal?: AbortSignal): Promise<void> {
  return new Promise((ok, gagal) => {
    if (sinyal?.aborted) return gagal(sinyal.reason);
    const t = setTimeout(ok, ms);
    sinyal?.addEventListener("abort", () => (clearTimeout(t), gagal(sinyal.reason)), { once: true });
  });
}

/** A GetRecords page by its full URL (`mulai` names it in messages), with the retries of `ambilHalaman`. */
export function ambilHalamanUrl(url: string, mulai: number, opsi: OpsiAmbil = OPSI_AMBIL_BAWAAN): Promise<Halaman> {
  return ambilHalamanDengan(url, mulai, opsi, (bita) => uraiHalaman(new TextDecoder().decode(bita)));
}

/**
 * `ambilHalamanUrl` with the answer's bytes read by `urai`: its GalatPanen (not temporary) ends the tries, any
 * other error is tried again like a network error.
 */
export async function ambilHalamanDengan<T>(url: string, mulai: number, opsi: OpsiAmbil, urai: (bita: Uint8Array) => T): Promise<T> {
  let galat: unknown;
  for (let i = 0; i < opsi.percobaan; i++) {
    if (i > 0) await tunggu(opsi.jedaMs * 2 ** (i - 1), opsi.sinyal);
    try {
      // identity: pycsw 2.x gzips when asked and then sends the uncompressed Content-Length, a body fetch
      // rejects as cut short ("terminated"); an uncompressed answer has a length that is true
      const waktu = AbortSignal.timeout(opsi.batasWaktuMs);
      const res = await ambilAman(url, { headers: { accept: "application/xml", "accept-encoding": "identity", ...opsi.kepala }, signal: opsi.sinyal ? AbortSignal.any([waktu, opsi.sinyal]) : waktu }, {
        ...izinAlamatPanen(),
        fetch: opsi.fetch,
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new GalatPanen(`Server CSW menjawab HTTP ${res.status}.`, res.status >= 500 || res.status === 429);
      }
      return urai(await bacaBita(res));
    } catch (err) {
      if (opsi.sinyal?.aborted) throw opsi.sinyal.reason;
      // a refused address or redirect will be refused again
      if (err instanceof AmbilDitolak) throw new GalatPanen(err.message);
      // a well-formed answer that is wrong (an exception report, HTTP 4xx) will not improve by asking again
      if (err instanceof GalatPanen && !err.sementara) throw err;
      galat = err;
    }
  }
  const pesan = galat instanceof Error ? galat.message : String(galat);
  throw new GalatPanen(`Halaman mulai ${mulai} gagal diambil setelah ${opsi.percobaan} percobaan: ${pesan}`);
}

/** The answer read through the bounded reader: a 200 MB answer stops at the page limit, never held whole. */
function bacaBita(res: Response): Promise<Uint8Array> {
  const maks = BATAS_HALAMAN.maxBytes;
  return bacaBadan(res, maks, () => new GalatPanen(`Jawaban server CSW melebihi ${maks / 1024 / 1024} MiB.`));
}

/** csw:GetRecordsResponse → counts and the record elements; an ows:ExceptionReport becomes its message. */
export function uraiHalaman(xml: string): Halaman {
  const { hasil, ...angka } = uraiAmplop(uraiXmlHalaman(xml));
  // csw:Record too: an Esri Geoportal answers in nothing else, and a server may ignore the outputSchema asked for.
  const rekaman = cariRekaman(hasil, { dc: true });
  return { ...angka, dikembalikan: angka.dikembalikan ?? rekaman.length, rekaman };
}

/** The page's element tree, or a GalatPanen saying why the answer is not XML. */
export function uraiXmlHalaman(xml: string): XmlElement {
  try {
    return parseXmlTree(xml, BATAS_HALAMAN);
  } catch (err) {
    throw new GalatPanen(`Jawaban server CSW tidak dapat diurai: ${err instanceof Error ? err.message : err}`);
  }
}

/**
 * A parsed answer's counts and its csw:SearchResults element; an ows:ExceptionReport becomes its message.
 * `dikembalikan` is undefined when the server did not say.
 */
export function uraiAmplop(akar: XmlElement): Omit<Halaman, "rekaman" | "dikembalikan"> & { dikembalikan: number | undefined; hasil: XmlElement } {
  if (akar.local === "ExceptionReport" && OWS.includes(akar.uri)) {
    const ex = akar.children[0];
    const teks = ex?.children.find((c) => c.local === "ExceptionText")?.text.trim() ?? "";
    throw new GalatPanen(`Server CSW menolak permintaan (${ex ? atribut(ex, "exceptionCode") : "?"}): ${teks.slice(0, 300)}`);
  }
  const hasil = akar.uri === CSW && akar.local === "GetRecordsResponse" ? anakElemen(akar, CSW, "SearchResults")[0] : undefined;
  if (!hasil) throw new GalatPanen(`Jawaban bukan csw:GetRecordsResponse (akar ${akar.local}).`);
  const angka = (nama: string) => {
    const n = Number(atribut(hasil, nama));
    return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
  };
  return { cocok: angka("numberOfRecordsMatched") ?? 0, dikembalikan: angka("numberOfRecordsReturned"), berikutnya: angka("nextRecord") ?? 0, hasil };
}
