import type { XmlElement } from "@/lib/csw/xml-tree";
import { PEMETAAN_GMD } from "../kodelist";
import { kodeReferensi, tanggalIso } from "./normal";
import type { Baca, KualitasDataM } from "./ragam";
import { sitasi } from "./sitasi";

type LaporanM = NonNullable<KualitasDataM["laporan"]>[number];
type SilsilahM = NonNullable<KualitasDataM["silsilah"]>;

/** gmd class names that our gmd output maps ISO 19157 elements to, read back (PEMETAAN_GMD.DQ_ELEMEN inverted). */
const ELEMEN_DARI_GMD = new Map(Object.entries(PEMETAAN_GMD.DQ_ELEMEN ?? {}).flatMap(([k, v]) => (v ? [[v, k] as const] : [])));
const METODE_DARI_GMD = new Map(Object.entries(PEMETAAN_GMD.METOD_EVALUASI ?? {}).flatMap(([k, v]) => (v ? [[v, k] as const] : [])));

/**
 * dataQualityInfo of either encoding plus (ISO 19115-3) resourceLineage, into one KualitasData: the scope of
 * the first, every report and every lineage part. `undefined` when the record has none.
 */
export function kualitas(b: Baca, dq: XmlElement[], silsilahMdb: XmlElement[]): KualitasDataM | undefined {
  const { p, r } = b;
  const q = r.nama === "gmd" ? "gmd" : "mdq";
  let cakupanLevel: string | undefined;
  const laporan: LaporanM[] = [];
  const silsilah: SilsilahM = { langkahProses: [], sumber: [] };
  for (const prop of dq) {
    const d = p.objek(prop);
    const level = lingkup(b, p.jalan(d, `${q}:scope`));
    cakupanLevel ??= level;
    for (const rep of p.semua(d, `${q}:report`)) {
      const l = laporanDari(b, rep);
      if (l) laporan.push(l);
    }
    for (const lin of p.semua(d, "gmd:lineage")) bacaSilsilah(b, p.objek(lin), silsilah);
  }
  for (const lin of silsilahMdb) {
    const li = p.objek(lin);
    const level = lingkup(b, p.jalan(li, "mrl:scope"));
    cakupanLevel ??= level;
    bacaSilsilah(b, li, silsilah);
  }
  const adaSilsilah = silsilah.pernyataan !== undefined || silsilah.langkahProses!.length > 0 || silsilah.sumber!.length > 0;
  if (dq.length === 0 && !adaSilsilah) return undefined;
  return { cakupan: cakupanLevel ?? "dataset", laporan, ...(adaSilsilah ? { silsilah } : {}) };
}

/** DQ_Scope / MD_Scope level; our gmd output keeps a mapped ISO 19115-1 level in levelDescription/other. */
function lingkup(b: Baca, s: XmlElement | undefined): string | undefined {
  const { p, r } = b;
  if (!s) return undefined;
  const level = p.kode(p.satu(s, `${r.mcc}:level`));
  const lain = p.teks(p.satu(p.jalan(s, `${r.mcc}:levelDescription`), `${r.mcc}:other`));
  const asli = kodeReferensi("LEVEL_HIERARKI", lain).nilai;
  if (asli && (PEMETAAN_GMD.LEVEL_HIERARKI?.[asli] ?? asli) === level) return asli;
  return kodeReferensi("LEVEL_HIERARKI", level).nilai;
}

function laporanDari(b: Baca, rep: XmlElement): LaporanM | undefined {
  const { p, r } = b;
  const gmd = r.nama === "gmd";
  const q = gmd ? "gmd" : "mdq";
  const el = p.objek(rep);
  if (!el) return undefined;
  const elemen = (gmd ? ELEMEN_DARI_GMD.get(el.local) : undefined) ?? kodeReferensi("DQ_ELEMEN", el.local).nilai;
  if (!elemen) {
    p.pakaiSemua(rep);
    p.catat(rep, `Elemen kualitas ${el.local} tidak dikenal, laporan diabaikan.`);
    return undefined;
  }
  const l: LaporanM = { elemen };
  const ukuranEl = gmd ? el : p.jalan(el, "mdq:measure");
  const namaUkuran = p.semua(ukuranEl, `${q}:nameOfMeasure`).map((n) => p.teks(n));
  const deskUkuran = p.teks(p.satu(ukuranEl, `${q}:measureDescription`));
  if (namaUkuran[0]) l.ukuran = { nama: namaUkuran[0], ...(deskUkuran ? { deskripsi: deskUkuran } : {}) };
  const metode = gmd ? metodeGmd(b, el) : metodeMdq(b, el);
  if (metode) l.metodeEvaluasi = metode;
  for (const res of p.semua(el, `${q}:result`)) {
    const h = p.objek(res);
    if (h?.local === "DQ_QuantitativeResult" && !l.hasil) {
      const nilai = p.teks(p.satu(h, `${q}:value`));
      const unit = p.objek(p.satu(h, `${q}:valueUnit`));
      if (unit) p.pakaiSemua(unit);
      const satuan = unit?.children.find((c) => c.local === "identifier" || c.local === "name")?.text.trim();
      if (nilai) l.hasil = { nilai, ...(satuan ? { satuan } : {}) };
    } else if (h?.local === "DQ_ConformanceResult" && !l.kesesuaian) {
      const spesifikasi = sitasi(b, p.jalan(h, `${q}:specification`)).judul;
      const penjelasan = p.teks(p.satu(h, `${q}:explanation`));
      const lulus = p.teks(p.satu(h, `${q}:pass`));
      if (spesifikasi && penjelasan && (lulus === "true" || lulus === "false" || lulus === "1" || lulus === "0")) {
        l.kesesuaian = { spesifikasi, penjelasan, lulus: lulus === "true" || lulus === "1" };
      } else p.catat(res, "Hasil kesesuaian tanpa spesifikasi, penjelasan atau nilai lulus, diabaikan.");
    } else if (h) {
      p.pakaiSemua(res);
      p.catat(res, `Hasil ${h.local} tidak dipetakan (hanya satu hasil kuantitatif dan satu hasil kesesuaian).`);
    }
  }
  return l;
}

/** gmd: evaluationMethodType, or our "(ISO 19157 DQ_…)" note in evaluationMethodDescription. */
function metodeGmd(b: Baca, el: XmlElement): string | undefined {
  const { p } = b;
  const tipe = p.kode(p.satu(el, "gmd:evaluationMethodType"));
  const desk = p.teks(p.satu(el, "gmd:evaluationMethodDescription"));
  const dariDesk = desk && /\(ISO 19157 (DQ_\w+)\)$/.exec(desk)?.[1];
  if (dariDesk) return kodeReferensi("METOD_EVALUASI", dariDesk).nilai;
  if (tipe) return METODE_DARI_GMD.get(tipe) ?? kodeReferensi("METOD_EVALUASI", tipe).nilai;
  return undefined;
}

/** mdq: a plain DQ_EvaluationMethod with its type code, or an evaluation class (DQ_FullInspection, …). */
function metodeMdq(b: Baca, el: XmlElement): string | undefined {
  const { p } = b;
  const prop = p.satu(el, "mdq:evaluationMethod");
  const m = p.objek(prop);
  if (!m) return undefined;
  p.pakaiSemua(m);
  if (m.local === "DQ_EvaluationMethod") {
    const tipe = m.children.find((c) => c.local === "evaluationMethodType")?.children[0];
    return kodeReferensi("METOD_EVALUASI", tipe?.attrs.get("codeListValue") ?? tipe?.text).nilai;
  }
  return kodeReferensi("METOD_EVALUASI", m.local).nilai;
}

function bacaSilsilah(b: Baca, li: XmlElement | undefined, s: SilsilahM): void {
  const { p, r } = b;
  if (!li) return;
  const l = r.mrl;
  const pernyataan = p.teks(p.satu(li, `${l}:statement`));
  if (pernyataan) s.pernyataan = s.pernyataan ? `${s.pernyataan}\n${pernyataan}` : pernyataan;
  for (const ps of p.semua(li, `${l}:processStep`)) {
    const step = p.objek(ps);
    const deskripsi = p.teks(p.satu(step, `${l}:description`));
    const waktuEl = r.nama === "gmd" ? p.satu(step, "gmd:dateTime") : p.satu(step, "mrl:stepDateTime");
    let mentah: string | undefined;
    if (waktuEl) {
      p.pakaiSemua(waktuEl);
      mentah = r.nama === "gmd" ? p.teks(waktuEl) : cariPosisi(waktuEl);
    }
    const t = tanggalIso(mentah);
    if (t.catatan) p.catat(ps, t.catatan);
    if (deskripsi) s.langkahProses!.push({ deskripsi, ...(t.nilai ? { tanggal: t.nilai } : {}) });
  }
  for (const src of p.semua(li, `${l}:source`)) {
    const deskripsi = p.teks(p.satu(p.objek(src), `${l}:description`));
    if (deskripsi) s.sumber!.push({ deskripsi });
    else p.catat(src, "Sumber tanpa deskripsi diabaikan.");
  }
}

function cariPosisi(el: XmlElement): string | undefined {
  for (const c of el.children) {
    if (c.local === "timePosition" || c.local === "beginPosition") return c.text;
    const d = cariPosisi(c);
    if (d !== undefined) return d;
  }
  return undefined;
}
