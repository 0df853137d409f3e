import type { Store } from "n3";
import { parseTurtle, RDF_TYPE, toko } from "./rdf";

const SH = "http://www.w3.org/ns/shacl#";

type Batasan = { kelas: string; jalur: string; min?: number; maks?: number; jenisSimpul?: string; tipeData?: string; kelasNilai?: string };

/**
 * The constraints of a SHACL shapes graph that DCAT-AP 3.0.1 uses, one per property shape: sh:targetClass,
 * sh:path (IRIs only: DCAT-AP has no path expressions), sh:minCount, sh:maxCount, sh:nodeKind, sh:datatype,
 * sh:class. A small checker of exactly those, not a SHACL engine: it reads no other constraint type, and finds
 * that the shapes file uses no other (the test asserts so).
 */
export function bacaBatasan(ttl: string): { batasan: Batasan[]; jenisDipakai: Set<string> } {
  const st = toko(parseTurtle(ttl));
  const batasan: Batasan[] = [];
  const jenisDipakai = new Set(st.getPredicates(null, null, null).map((p) => p.value).filter((p) => p.startsWith(SH)));
  for (const bentuk of st.getSubjects(`${SH}targetClass`, null, null)) {
    const kelas = st.getObjects(bentuk, `${SH}targetClass`, null)[0]!.value;
    for (const ps of st.getObjects(bentuk, `${SH}property`, null)) {
      const satu = (k: string) => st.getObjects(ps, `${SH}${k}`, null)[0]?.value;
      const jalur = satu("path");
      if (!jalur) continue;
      batasan.push({
        kelas,
        jalur,
        min: satu("minCount") ? Number(satu("minCount")) : undefined,
        maks: satu("maxCount") ? Number(satu("maxCount")) : undefined,
        jenisSimpul: satu("nodeKind"),
        tipeData: satu("datatype"),
        kelasNilai: satu("class"),
      });
    }
  }
  return { batasan, jenisDipakai };
}

/** Every violation of the constraints in the data graph, as readable lines ([] when it conforms). */
export function periksaShacl(data: Store, batasan: Batasan[]): string[] {
  const galat: string[] = [];
  for (const b of batasan) {
    for (const fokus of data.getSubjects(RDF_TYPE, b.kelas, null)) {
      const nilai = data.getObjects(fokus, b.jalur, null);
      const lokasi = `${fokus.value} ${b.jalur}`;
      if (b.min !== undefined && nilai.length < b.min) galat.push(`${lokasi}: ${nilai.length} nilai, minimal ${b.min}`);
      if (b.maks !== undefined && nilai.length > b.maks) galat.push(`${lokasi}: ${nilai.length} nilai, maksimal ${b.maks}`);
      for (const n of nilai) {
        if (b.jenisSimpul === `${SH}Literal` && n.termType !== "Literal") galat.push(`${lokasi}: harus literal`);
        if (b.jenisSimpul === `${SH}BlankNodeOrIRI` && n.termType === "Literal") galat.push(`${lokasi}: harus IRI atau simpul kosong`);
        if (b.jenisSimpul === `${SH}IRI` && n.termType !== "NamedNode") galat.push(`${lokasi}: harus IRI`);
        if (b.tipeData && (n.termType !== "Literal" || n.datatype.value !== b.tipeData)) galat.push(`${lokasi}: tipe data harus ${b.tipeData}`);
        if (b.kelasNilai && n.termType !== "Literal" && data.getQuads(n, RDF_TYPE, b.kelasNilai, null).length === 0) galat.push(`${lokasi}: ${n.value} bukan ${b.kelasNilai}`);
        if (b.kelasNilai && n.termType === "Literal") galat.push(`${lokasi}: literal bukan ${b.kelasNilai}`);
      }
    }
  }
  return galat;
}
