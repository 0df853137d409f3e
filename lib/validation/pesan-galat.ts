import { z } from "zod";
import { hurufKecilAwal, labelJalur } from "@/lib/metadata/label-bidang";

/**
 * zod issues as sentences for people: every message names the field by its label and says what to enter
 * ("Batas utara harus antara -90 dan 90."), instead of zod's "Terlalu besar: diharapkan number menjadi <=90" or a
 * dotted path. The API's `detail` and the editor use the same sentences.
 */
export type Isu = z.core.$ZodIssue;
export type OpsiPesan = {
  /** The input that was validated: tells a missing value from a wrong one (final issues carry no input). */
  data?: unknown;
  /** The schema that was used: gives both bounds of a number, so a message can name the whole range. */
  skema?: z.ZodType;
  /** Field label of a path; default the metadata document's table. */
  label?: (path: readonly PropertyKey[]) => string;
};

const angka = (n: number | bigint) => (typeof n === "bigint" ? n.toString() : n.toLocaleString("id-ID", { maximumFractionDigits: 10 }));
const kalimat = (teks: string) => {
  const t = teks.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** The value at a path of plain data, or undefined. */
function nilaiDi(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const s of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[s];
  }
  return v;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] };
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Unwrap optional/default/nullable/pipe wrappers. */
function inti(s: z.ZodType): z.ZodType {
  for (let d = def(s); ; d = def(s)) {
    if (d.innerType) s = d.innerType;
    else if (d.type === "pipe" && d.in) s = d.in;
    else return s;
  }
}

/** The sub-schema at a path (objects by key, arrays by any index) before unwrapping, or undefined. */
function skemaMentahDi(skema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let s: z.ZodType | undefined = skema;
  for (const seg of path) {
    if (!s) return undefined;
    const d = def(inti(s));
    s = typeof seg === "number" ? d.element : d.shape?.[String(seg)];
  }
  return s;
}

/** The sub-schema at a path, unwrapped (optional, default, nullable, pipe), or undefined. */
export function skemaDi(skema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  const s = skemaMentahDi(skema, path);
  return s ? inti(s) : undefined;
}

/** A field's `.meta({ title })` (forms outside the metadata document title their fields in their schema). */
function judulDi(skema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  for (let s = skemaMentahDi(skema, path); s; ) {
    const judul = z.globalRegistry.get(s)?.title;
    if (judul) return judul;
    const d = def(s);
    s = d.innerType ?? (d.type === "pipe" ? d.in : undefined);
  }
  return undefined;
}

/** The label of a path: the schema's title for the field, else the metadata table (lib/metadata/label-bidang.ts). */
function labelUntuk(opsi: OpsiPesan): (path: readonly PropertyKey[]) => string {
  if (opsi.label) return opsi.label;
  const skema = opsi.skema;
  return (path) => (skema && path.length ? judulDi(skema, path) : undefined) ?? labelJalur(path);
}

type Batas = { nilai: number; inklusif: boolean };
/** Both declared bounds of a number field (from its checks), when the schema is known. */
function rentang(opsi: OpsiPesan, path: readonly PropertyKey[]): { min?: Batas; maks?: Batas; bulat: boolean } {
  const s = opsi.skema ? skemaDi(opsi.skema, path) : undefined;
  if (!s || def(s).type !== "number") return { bulat: false };
  const hasil: { min?: Batas; maks?: Batas; bulat: boolean } = { bulat: false };
  for (const c of (def(s) as { checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean; format?: string } } }[] }).checks ?? []) {
    const d = c._zod.def;
    if (d.check === "greater_than") hasil.min = { nilai: d.value!, inklusif: d.inclusive! };
    else if (d.check === "less_than") hasil.maks = { nilai: d.value!, inklusif: d.inclusive! };
    else if (d.check === "number_format" && /int/.test(d.format ?? "")) hasil.bulat = true;
  }
  return hasil;
}

/** A format that may also be left empty is a union with "" (the CSW identity's e-mail). */
function bolehKosong(opsi: OpsiPesan, path: readonly PropertyKey[]): boolean {
  const s = opsi.skema ? skemaDi(opsi.skema, path) : undefined;
  const pilihan = s && def(s).type === "union" ? (def(s).options ?? []) : [];
  return pilihan.some((o) => {
    const d = def(inti(o)) as Def & { values?: unknown[] };
    return d.type === "literal" && d.values?.length === 1 && d.values[0] === "";
  });
}

const JENIS: Record<string, string> = {
  string: "berupa teks",
  number: "berupa angka",
  int: "berupa bilangan bulat",
  boolean: "berupa ya atau tidak (true/false)",
  array: "berupa daftar",
  object: "berupa isian berstruktur (objek)",
  date: "berupa tanggal",
};

const FORMAT: Record<string, string> = {
  email: "berupa alamat e-mail yang sah, mis. nama@instansi.go.id",
  url: "berupa URL lengkap, mis. https://instansi.go.id/data",
  date: "berupa tanggal dengan format TTTT-BB-HH, mis. 2024-05-17",
  datetime: "berupa tanggal dan waktu ISO 8601 dengan zona, mis. 2024-05-17T09:30:00+07:00",
  uuid: "berupa UUID",
  regex: "ditulis dengan format yang diminta",
};

function batasAngka(label: string, isu: Extract<Isu, { code: "too_small" | "too_big" }>, opsi: OpsiPesan): string {
  const r = rentang(opsi, isu.path);
  const kecil = isu.code === "too_small";
  const batas = Number(kecil ? isu.minimum : isu.maximum);
  if (r.min?.inklusif && r.maks?.inklusif) return `${label} harus antara ${angka(r.min.nilai)} dan ${angka(r.maks.nilai)}.`;
  if (kecil) return isu.inclusive ? `${label} paling kecil ${angka(batas)}.` : `${label} harus lebih besar dari ${angka(batas)}.`;
  return isu.inclusive ? `${label} paling besar ${angka(batas)}.` : `${label} harus lebih kecil dari ${angka(batas)}.`;
}

function ukuran(label: string, isu: Extract<Isu, { code: "too_small" | "too_big" }>, opsi: OpsiPesan): string {
  const kecil = isu.code === "too_small";
  const n = Number(kecil ? isu.minimum : isu.maximum);
  switch (isu.origin) {
    case "number":
    case "int":
    case "bigint":
      return batasAngka(label, isu, opsi);
    case "string":
      if (kecil && n <= 1) return `${label} wajib diisi.`;
      return kecil ? `${label} minimal ${angka(n)} karakter.` : `${label} paling banyak ${angka(n)} karakter.`;
    case "array":
    case "set":
      if (kecil && n <= 1) return `${label} wajib diisi, paling sedikit satu.`;
      return kecil ? `${label} paling sedikit ${angka(n)} butir.` : `${label} paling banyak ${angka(n)} butir.`;
    default:
      return kecil ? `${label} terlalu kecil.` : `${label} terlalu besar.`;
  }
}

const lokal = z.locales.id().localeError;

/** Whether zod wrote the message (its locale, or our "Wajib diisi."), not the schema's author. */
function pesanBawaan(isu: Isu): boolean {
  if (isu.message === "Wajib diisi.") return true;
  // The locale's invalid_type text names the received type, which final issues no longer carry.
  if (isu.code === "invalid_type") return isu.message.startsWith("Input tidak valid: diharapkan");
  const m = lokal(isu as Parameters<typeof lokal>[0]);
  return (typeof m === "string" ? m : m?.message) === isu.message;
}

/** One issue as one sentence. A schema's own message is kept (it was written for people); zod's are rewritten. */
export function kalimatIsu(isu: Isu, opsi: OpsiPesan = {}): string {
  if (isu.code !== "custom" && !pesanBawaan(isu)) return kalimatKhusus(isu, opsi);
  const label = labelUntuk(opsi)(isu.path);
  switch (isu.code) {
    case "invalid_type": {
      const tidakAda = opsi.data !== undefined ? nilaiDi(opsi.data, isu.path) === undefined : isu.message === "Wajib diisi.";
      if (tidakAda) return `${label} wajib diisi.`;
      if (isu.expected === "number" && rentang(opsi, isu.path).bulat) return `${label} harus berupa bilangan bulat.`;
      return `${label} harus ${JENIS[isu.expected] ?? "diisi dengan benar"}.`;
    }
    case "too_small":
    case "too_big":
      return ukuran(label, isu, opsi);
    case "invalid_format":
      return `${label} harus ${FORMAT[isu.format] ?? "ditulis dengan format yang benar"}${bolehKosong(opsi, isu.path) ? ", atau dikosongkan" : ""}.`;
    case "invalid_value":
      return isu.values.length === 1 ? `${label} harus ${String(isu.values[0])}.` : `${label} harus dipilih dari daftar yang tersedia.`;
    case "invalid_union": {
      // A date field is a union of date and date-time: say which formats are accepted.
      const format = isu.errors.flat().flatMap((e) => (e.code === "invalid_format" ? [e.format] : []));
      if (format.includes("date") && format.includes("datetime")) return `${label} harus berupa tanggal TTTT-BB-HH (mis. 2024-05-17) atau tanggal dan waktu ISO 8601 dengan zona.`;
      const satu = format.find((f) => f in FORMAT);
      if (satu) return `${label} harus ${FORMAT[satu]}${bolehKosong(opsi, isu.path) ? ", atau dikosongkan" : ""}.`;
      if (opsi.data !== undefined && nilaiDi(opsi.data, isu.path) === undefined) return `${label} wajib diisi.`;
      return `${label} tidak sesuai dengan bentuk yang diterima.`;
    }
    case "not_multiple_of":
      return `${label} harus kelipatan ${angka(isu.divisor)}.`;
    case "unrecognized_keys":
      return `${label} memuat isian yang tidak dikenal: ${isu.keys.slice(0, 5).join(", ")}.`;
    case "invalid_key":
    case "invalid_element":
      return `${label} memuat nilai yang tidak sah.`;
    case "custom":
    default:
      return kalimatKhusus(isu, opsi);
  }
}

/**
 * A refinement's own sentence. Inside a list item ("Kontak sumber daya 2") the item is named first, since the
 * sentence itself cannot know which item it is about.
 */
function kalimatKhusus(isu: Isu, opsi: OpsiPesan): string {
  const akhir = isu.path.findLastIndex((s) => typeof s === "number");
  if (akhir < 0) return kalimat(isu.message);
  const butir = labelUntuk(opsi)(isu.path.slice(0, akhir + 1));
  return kalimat(`${butir}: ${hurufKecilAwal(isu.message)}`);
}

/** Every issue of an error in the API's `detail` shape: the dotted path (for programs) and the sentence. */
export function detailBerlabel(error: z.ZodError, opsi: OpsiPesan = {}): { path: string; pesan: string }[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join(".") || "(badan)", pesan: kalimatIsu(i, opsi) }));
}
