/**
 * The identity form's fields in order: field, label, kind ("baris" one line, "teks" a few lines, "markdown" a page).
 * The labels are also the schema's field titles, so a refused save names the field as the form does.
 */
export const ISIAN_IDENTITAS = [
  ["namaKatalog", "Nama katalog", "baris"],
  ["namaInstansi", "Nama instansi pengelola", "baris"],
  ["alamat", "Alamat", "teks"],
  ["telepon", "Telepon", "baris"],
  ["email", "E-mail kontak", "baris"],
  ["tentang", "Halaman Tentang (Markdown)", "markdown"],
  ["kebijakanPrivasi", "Halaman Kebijakan privasi (Markdown)", "markdown"],
  ["syaratPenggunaan", "Halaman Syarat penggunaan (Markdown)", "markdown"],
] as const;

export type KunciIdentitas = (typeof ISIAN_IDENTITAS)[number][0];
export const LABEL_IDENTITAS = Object.fromEntries(ISIAN_IDENTITAS.map(([k, l]) => [k, l])) as Record<KunciIdentitas, string>;

/** The three Markdown pages: their public path and title (also the footer's links). */
export const HALAMAN_IDENTITAS = [
  { kunci: "tentang", jalur: "/tentang", judul: "Tentang" },
  { kunci: "kebijakanPrivasi", jalur: "/kebijakan-privasi", judul: "Kebijakan privasi" },
  { kunci: "syaratPenggunaan", jalur: "/syarat-penggunaan", judul: "Syarat penggunaan" },
] as const;
export type KunciHalaman = (typeof HALAMAN_IDENTITAS)[number]["kunci"];

/** The two uploaded images. */
export const JENIS_GAMBAR = ["logo", "favicon"] as const;
export type JenisGambar = (typeof JENIS_GAMBAR)[number];
