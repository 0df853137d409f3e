/**
 * The harvest source form's values → the API's body, with the checks a person should hear about before a round
 * trip (each message in Indonesian, keyed by the field it sits next to), and the server's `detail` paths mapped
 * to the same fields. Pure and client-safe, so tests read it without a browser.
 */
export type JadwalForm = { jenis: "manual" } | { jenis: "jam"; setiap: number } | { jenis: "harian"; pukul: string };
export type BatasanForm = { cql?: string; bbox?: [number, number, number, number]; kataKunci?: string[] };

/** A source as the form starts from (a saved one, or the defaults of a new one). */
export type AwalSumber = {
  nama: string;
  jenis: string;
  url: string;
  organisasiId: string;
  batasan: BatasanForm;
  skemaKeluaran: string;
  jadwal: JadwalForm;
  modeTerbit: string;
  kebijakanHilang: string;
  /** The stored user name when credentials are set; the password never comes back. */
  kredensial: { pengguna: string } | null;
  aktif: boolean;
};

export type BadanSumber = {
  nama: string;
  jenis: string;
  url: string;
  organisasiId?: string;
  batasan: BatasanForm;
  skemaKeluaran: string;
  jadwal: JadwalForm;
  modeTerbit: string;
  kebijakanHilang: string;
  /** Left out: keep what is stored; null: remove the stored credentials. */
  kredensial?: { pengguna: string; sandi: string } | null;
  aktif: boolean;
};

export type HasilBaca = { ok: true; badan: BadanSumber } | { ok: false; galat: Record<string, string> };

type Nilai = { get(nama: string): FormDataEntryValue | null };

const SUDUT = [
  ["bboxBarat", "Barat", -180, 180],
  ["bboxSelatan", "Selatan", -90, 90],
  ["bboxTimur", "Timur", -180, 180],
  ["bboxUtara", "Utara", -90, 90],
] as const;

function bacaUrl(teks: string): string | null {
  if (!teks) return "URL wajib diisi.";
  try {
    const u = new URL(teks);
    if (u.protocol !== "http:" && u.protocol !== "https:") return "URL harus diawali http:// atau https://.";
    if (u.username || u.password) return "Jangan menaruh nama pengguna atau kata sandi di URL; isi kredensial di bawah.";
    return null;
  } catch {
    return "URL tidak sah; contoh: https://katalog.contoh.go.id/csw.";
  }
}

function bacaBbox(f: Nilai, galat: Record<string, string>): BatasanForm["bbox"] {
  const teks = SUDUT.map(([n]) => String(f.get(n) ?? "").trim().replace(",", "."));
  if (teks.every((t) => t === "")) return undefined;
  if (teks.some((t) => t === "")) {
    galat.bbox = "Isi keempat batas kotak (barat, selatan, timur, utara), atau kosongkan semuanya.";
    return undefined;
  }
  const n = teks.map(Number) as [number, number, number, number];
  const salah = SUDUT.find(([, , min, maks], i) => !Number.isFinite(n[i]) || n[i]! < min || n[i]! > maks);
  if (salah) galat.bbox = `Batas ${salah[1].toLowerCase()} harus angka antara ${salah[2]} dan ${salah[3]}.`;
  else if (n[0] > n[2]) galat.bbox = "Batas barat tidak boleh lebih besar dari batas timur.";
  else if (n[1] > n[3]) galat.bbox = "Batas selatan tidak boleh lebih besar dari batas utara.";
  return galat.bbox ? undefined : n;
}

function bacaJadwal(f: Nilai, galat: Record<string, string>): JadwalForm {
  const jenis = String(f.get("jadwalJenis") ?? "manual");
  if (jenis === "jam") {
    const setiap = Number(String(f.get("jadwalSetiap") ?? "").trim());
    if (!Number.isInteger(setiap) || setiap < 1 || setiap > 168) galat.jadwalSetiap = "Isi bilangan bulat 1 sampai 168 jam.";
    return { jenis: "jam", setiap };
  }
  if (jenis === "harian") {
    const pukul = String(f.get("jadwalPukul") ?? "").trim();
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(pukul)) galat.jadwalPukul = "Isi pukul dalam format JJ:MM (WIB), misalnya 02:00.";
    return { jenis: "harian", pukul };
  }
  return { jenis: "manual" };
}

function bacaKredensial(f: Nilai, awal: AwalSumber | undefined, galat: Record<string, string>): BadanSumber["kredensial"] {
  if (f.get("kredHapus") === "on") return null;
  const pengguna = String(f.get("kredPengguna") ?? "").trim();
  const sandi = String(f.get("kredSandi") ?? "");
  const tersimpan = awal?.kredensial ?? null;
  if (!pengguna && !sandi) return undefined;
  if (tersimpan && !sandi && pengguna === tersimpan.pengguna) return undefined;
  if (!pengguna) galat.kredPengguna = "Isi nama pengguna untuk kata sandi ini.";
  if (!sandi) galat.kredSandi = tersimpan ? "Ketik kata sandi lagi untuk mengganti nama pengguna." : "Isi kata sandi untuk nama pengguna ini.";
  return pengguna && sandi ? { pengguna, sandi } : undefined;
}

/**
 * Read the form. `organisasiTetap`: the Walidata's own organisation (no choice shown); an Admin must pick one.
 * On an edit (`awal`), an empty password with the stored user name keeps the stored credentials. `tes`: for "Tes
 * koneksi", only what reaching the source needs is checked (no name, organisation or schedule yet).
 */
export function bacaFormSumber(f: Nilai, opsi: { awal?: AwalSumber; organisasiTetap?: string; tes?: boolean }): HasilBaca {
  const galat: Record<string, string> = {};
  const teks = (n: string) => String(f.get(n) ?? "").trim();
  const nama = teks("nama");
  if (!nama) galat.nama = "Nama sumber wajib diisi.";
  else if (nama.length > 200) galat.nama = "Nama sumber paling panjang 200 karakter.";
  const jenis = teks("jenis");
  if (!jenis) galat.jenis = "Pilih jenis sumber.";
  const url = teks("url");
  const salahUrl = bacaUrl(url);
  if (salahUrl) galat.url = salahUrl;
  const organisasiId = opsi.organisasiTetap ?? teks("organisasiId");
  if (!organisasiId) galat.organisasiId = "Pilih organisasi tujuan.";
  const batasan: BatasanForm = {};
  const cql = teks("cql");
  if (cql) batasan.cql = cql;
  if (cql.length > 2000) galat.cql = "Batasan CQL paling panjang 2.000 karakter.";
  const bbox = bacaBbox(f, galat);
  if (bbox) batasan.bbox = bbox;
  const kataKunci = teks("kataKunci").split(",").map((k) => k.trim()).filter(Boolean);
  if (kataKunci.length > 20) galat.kataKunci = "Paling banyak 20 kata kunci.";
  else if (kataKunci.some((k) => k.length > 100)) galat.kataKunci = "Setiap kata kunci paling panjang 100 karakter.";
  if (kataKunci.length) batasan.kataKunci = kataKunci;
  const jadwal = bacaJadwal(f, galat);
  const kredensial = bacaKredensial(f, opsi.awal, galat);
  if (opsi.tes) for (const k of ["nama", "organisasiId", "jadwalSetiap", "jadwalPukul"]) delete galat[k];
  if (Object.keys(galat).length) return { ok: false, galat };
  const badan: BadanSumber = {
    nama, jenis, url, batasan, jadwal,
    skemaKeluaran: teks("skemaKeluaran") || "gmd",
    modeTerbit: teks("modeTerbit") || "DRAFT",
    kebijakanHilang: teks("kebijakanHilang") || "pensiun",
    aktif: opsi.awal ? f.get("aktif") === "on" : true,
  };
  if (!opsi.organisasiTetap) badan.organisasiId = organisasiId;
  if (kredensial !== undefined) badan.kredensial = kredensial;
  return { ok: true, badan };
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` (jsonb reorders keys) compare equal. */
function urut(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(urut).join(",")}]`;
  if (v && typeof v === "object") return `{${Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${urut((v as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(v);
}

/**
 * The PATCH of an edit: only the fields that changed. Sending an unchanged schedule would restart its clock and an
 * unchanged constraint would make the next run complete, so neither goes along unless it was edited.
 */
export function perubahanSumber(awal: AwalSumber, baru: BadanSumber): Partial<BadanSumber> {
  const hasil: Partial<BadanSumber> = {};
  for (const k of ["nama", "jenis", "url", "organisasiId", "batasan", "skemaKeluaran", "jadwal", "modeTerbit", "kebijakanHilang", "aktif"] as const) {
    if (baru[k] !== undefined && urut(baru[k]) !== urut(awal[k])) (hasil as Record<string, unknown>)[k] = baru[k];
  }
  if (baru.kredensial !== undefined && !(baru.kredensial === null && awal.kredensial === null)) hasil.kredensial = baru.kredensial;
  return hasil;
}

/** The form field a server `detail` path belongs to (`batasan.bbox.2` → bbox, `jadwal.pukul` → jadwalPukul). */
export function isianDariPath(path: string): string {
  const [a, b] = path.split(".");
  if (a === "batasan") return b === "bbox" ? "bbox" : b === "kataKunci" ? "kataKunci" : "cql";
  if (a === "jadwal") return b === "setiap" ? "jadwalSetiap" : b === "pukul" ? "jadwalPukul" : "jadwalJenis";
  if (a === "kredensial") return b === "pengguna" ? "kredPengguna" : "kredSandi";
  return a ?? path;
}

/** The server's field details as form errors (the first message per field wins). */
export function galatDariDetail(detail: Record<string, string>): Record<string, string> {
  const galat: Record<string, string> = {};
  for (const [path, pesan] of Object.entries(detail)) galat[isianDariPath(path)] ??= pesan;
  return galat;
}
