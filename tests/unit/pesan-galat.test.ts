import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LABEL_BIDANG, labelJalur, polaJalur } from "@/lib/metadata/label-bidang";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { detailBerlabel, kalimatIsu, skemaDi } from "@/lib/validation/pesan-galat";
import { masukanMaksimal, masukanMinimal } from "@/tests/fixtures/dokumen";

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; options?: z.ZodType[] };
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const inti = (s: z.ZodType): z.ZodType => (def(s).innerType ? inti(def(s).innerType!) : s);

/** Every field of the schema (objects by key, lists at index 0), with the schema that checks it. */
function bidang(s: z.ZodType, path: (string | number)[] = []): { path: (string | number)[]; skema: z.ZodType }[] {
  const d = def(inti(s));
  const sini = path.length ? [{ path, skema: inti(s) }] : [];
  if (d.type === "object") return [...sini, ...Object.entries(d.shape!).flatMap(([k, v]) => bidang(v, [...path, k]))];
  if (d.type === "array") return [...sini, ...bidang(d.element!, [...path, 0])];
  return sini;
}
const SEMUA = bidang(DokumenMetadata);
const DAUN = SEMUA.filter((b) => !["object", "array"].includes(def(b.skema).type));

function setDi(obj: Record<PropertyKey, unknown>, path: (string | number)[], nilai: unknown): void {
  let o = obj;
  path.slice(0, -1).forEach((seg, i) => {
    o[seg] ??= typeof path[i + 1] === "number" ? [] : {};
    o = o[seg] as Record<PropertyKey, unknown>;
  });
  o[path[path.length - 1]!] = nilai;
}

/** The sentence for one field set to `nilai` in an otherwise complete document. */
function pesanUntuk(path: (string | number)[], nilai: unknown): string {
  const data = masukanMaksimal() as unknown as Record<PropertyKey, unknown>;
  setDi(data, path, nilai);
  const r = DokumenMetadata.safeParse(data);
  if (r.success) throw new Error(`${path.join(".")} = ${JSON.stringify(nilai)} seharusnya ditolak`);
  const isu = r.error.issues.find((i) => i.path.join(".") === path.join("."));
  if (!isu) throw new Error(`tidak ada isu di ${path.join(".")}: ${JSON.stringify(r.error.issues)}`);
  return kalimatIsu(isu, { data, skema: DokumenMetadata });
}

/** A sentence for people: starts with a capital, ends with a full stop, no zod wording, no dotted path. */
function kalimatManusia(teks: string): void {
  expect(teks).toMatch(/^[A-Z0-9]/);
  expect(teks).toMatch(/\.$/);
  expect(teks).not.toMatch(/diharapkan|Input tidak valid|Terlalu (besar|kecil)|tidak valid$|[a-z]\.[a-z]+\./);
  expect(teks).not.toMatch(/\.\s*\./);
}

describe("label table", () => {
  it("names every field of the metadata schema", () => {
    const tanpaLabel = SEMUA.map((b) => polaJalur(b.path)).filter((p) => !(p in LABEL_BIDANG));
    expect(tanpaLabel).toEqual([]);
  });

  it("names list items by number and the item a field sits in", () => {
    expect(labelJalur(["cakupan", "bbox", "utara"])).toBe("Batas utara");
    expect(labelJalur(["identifikasi", "kontak", 0, "namaOrganisasi"])).toBe("Nama organisasi pada kontak sumber daya 1");
    expect(labelJalur(["identifikasi", "kataKunci", 1, "kata", 3])).toBe("Kata 4 pada kelompok kata kunci 2");
    expect(labelJalur(["distribusi", "sumberDaring", 2, "url"])).toBe("URL pada tautan 3");
    expect(labelJalur(["kataSandiBaru"])).toBe("Kata sandi baru");
    expect(labelJalur(["tidakDikenal"])).toBe("Tidak dikenal");
  });
});

describe("messages for every field, with its bounds", () => {
  const angka = DAUN.filter((b) => def(b.skema).type === "number");
  it.each(angka.map((b) => [b.path.join("."), b] as const))("%s: below, above and not a number", (_, b) => {
    const n = b.skema as z.ZodNumber;
    const label = labelJalur(b.path);
    const min = n.minValue!;
    const max = n.maxValue!;
    const rentang = Number.isFinite(min) && Number.isFinite(max) && min > -1e15 && max < 1e15;
    const lebih = pesanUntuk(b.path, max + 1);
    if (rentang && min !== 0) expect(lebih).toBe(`${label} harus antara ${min.toLocaleString("id-ID")} dan ${max.toLocaleString("id-ID")}.`);
    else if (max < 1e15) expect(lebih).toBe(`${label} paling besar ${max.toLocaleString("id-ID")}.`);
    const kurang = pesanUntuk(b.path, min - 1);
    if (rentang && min !== 0) expect(kurang).toBe(lebih);
    else expect(kurang).toBe(`${label} harus lebih besar dari 0.`);
    expect(pesanUntuk(b.path, "lima")).toBe(`${label} harus berupa ${n.isInt ? "bilangan bulat" : "angka"}.`);
  });

  it("says the bounding box's range as the issue asks", () => {
    expect(pesanUntuk(["cakupan", "bbox", "utara"], 91)).toBe("Batas utara harus antara -90 dan 90.");
    expect(pesanUntuk(["cakupan", "bbox", "barat"], -200)).toBe("Batas barat harus antara -180 dan 180.");
    expect(pesanUntuk(["identifikasi", "resolusi", "skala"], 0)).toBe("Skala (penyebut) harus lebih besar dari 0.");
    expect(pesanUntuk(["identifikasi", "resolusi", "skala"], 2.5)).toBe("Skala (penyebut) harus berupa bilangan bulat.");
  });

  const teks = DAUN.filter((b) => def(b.skema).type === "string" && (b.skema as z.ZodString).maxLength !== null);
  it.each(teks.map((b) => [b.path.join("."), b] as const))("%s: too long, and blank when required", (_, b) => {
    const s = b.skema as z.ZodString;
    const label = labelJalur(b.path);
    const format = (s as unknown as { format?: string }).format;
    if (!format) expect(pesanUntuk(b.path, "x".repeat(s.maxLength! + 1))).toBe(`${label} paling banyak ${s.maxLength!.toLocaleString("id-ID")} karakter.`);
    if (s.minLength === 1) expect(pesanUntuk(b.path, "   ")).toBe(`${label} wajib diisi.`);
    kalimatManusia(pesanUntuk(b.path, 12));
  });

  const pilihan = DAUN.filter((b) => def(b.skema).type === "enum");
  it.each(pilihan.map((b) => [b.path.join("."), b] as const))("%s: a code outside its list", (_, b) => {
    expect(pesanUntuk(b.path, "bukan-kode")).toBe(`${labelJalur(b.path)} harus dipilih dari daftar yang tersedia.`);
  });

  it.each(DAUN.map((b) => [b.path.join("."), b] as const))("%s: any wrong value reads as a sentence naming the field", (_, b) => {
    const pesan = pesanUntuk(b.path, { salah: true });
    kalimatManusia(pesan);
    expect(pesan.startsWith(labelJalur(b.path)) || pesan.startsWith(labelJalur(b.path.slice(0, b.path.findLastIndex((s) => typeof s === "number") + 1)))).toBe(true);
  });

  it("formats: e-mail, URL, dates, EPSG", () => {
    expect(pesanUntuk(["identifikasi", "kontak", 0, "email"], "bukan")).toBe("E-mail pada kontak sumber daya 1 harus berupa alamat e-mail yang sah, mis. nama@instansi.go.id.");
    expect(pesanUntuk(["distribusi", "sumberDaring", 0, "url"], "bukan url")).toBe("URL pada tautan 1 harus berupa URL lengkap, mis. https://instansi.go.id/data.");
    expect(pesanUntuk(["cakupan", "temporal", "mulai"], "kemarin")).toMatch(/^Periode mulai harus berupa tanggal TTTT-BB-HH/);
    expect(pesanUntuk(["sistemReferensi", "kode"], "12")).toBe("Kode EPSG harus 4–6 digit angka.");
  });
});

describe("required fields and refinements", () => {
  const pesanMinimal = (ubah: (d: Record<string, Record<string, unknown>>) => void) => {
    const data = masukanMinimal() as unknown as Record<string, Record<string, unknown>>;
    ubah(data);
    const r = DokumenMetadata.safeParse(data);
    if (r.success) throw new Error("seharusnya tidak valid");
    return detailBerlabel(r.error, { data, skema: DokumenMetadata });
  };

  it("a missing required field is named and marked as required", () => {
    const d = pesanMinimal((x) => {
      delete x.identifikasi!.abstrak;
      x.identifikasi!.bahasa = [];
      x.identifikasi!.kontak = [];
    });
    expect(d).toEqual([
      { path: "identifikasi.abstrak", pesan: "Abstrak wajib diisi." },
      { path: "identifikasi.bahasa", pesan: "Bahasa data wajib diisi, paling sedikit satu." },
      { path: "identifikasi.kontak", pesan: "Kontak sumber daya wajib diisi, paling sedikit satu." },
    ]);
  });

  it("a refinement inside a list names the item", () => {
    const d = pesanMinimal((x) => void (x.metadataInfo!.kontak = [{ peran: "author" }]));
    expect(d).toEqual([{ path: "metadataInfo.kontak.0.namaOrganisasi", pesan: "Kontak metadata 1: isi nama individu atau nama organisasi kontak ini." }]);
    const b = pesanMinimal((x) => void (x.cakupan!.bbox = { barat: 100, timur: 90, selatan: 5, utara: 1 }));
    expect(b.map((x) => x.pesan)).toEqual(["Batas selatan tidak boleh lebih besar dari batas utara.", "Batas barat tidak boleh lebih besar dari batas timur."]);
  });

  it("keeps a schema author's own message word for word (other schemas)", () => {
    const s = z.object({ kataSandiBaru: z.string().min(12, "Kata sandi minimal 12 karakter.") });
    const r = s.safeParse({ kataSandiBaru: "pendek" });
    expect(detailBerlabel(r.error!, { data: { kataSandiBaru: "pendek" }, skema: s })).toEqual([{ path: "kataSandiBaru", pesan: "Kata sandi minimal 12 karakter." }]);
  });

  it("finds the sub-schema of a path through optionals, defaults and lists", () => {
    expect(skemaDi(DokumenMetadata, ["kualitasData", "laporan", 3, "kesesuaian", "lulus"])).toBeDefined();
    expect(skemaDi(DokumenMetadata, ["tidak", "ada"])).toBeUndefined();
  });
});

describe("forms outside the metadata document name fields by their schema titles", () => {
  it("CSW identity: the form's labels, the ISO role list, an e-mail that may stay empty", async () => {
    const { PengaturanCswInput } = await import("@/lib/admin/csw");
    const data = { judul: " ", peranKontak: "raja", email: "bukan" };
    const r = PengaturanCswInput.safeParse(data);
    expect(detailBerlabel(r.error!, { data, skema: PengaturanCswInput })).toEqual([
      { path: "judul", pesan: "Judul layanan wajib diisi." },
      { path: "email", pesan: "E-mail harus berupa alamat e-mail yang sah, mis. nama@instansi.go.id, atau dikosongkan." },
      { path: "peranKontak", pesan: "Peran kontak harus dipilih dari daftar yang tersedia." },
    ]);
    expect(PengaturanCswInput.safeParse({ peranKontak: "pointOfContact", email: "" }).success).toBe(true);
  });
});
