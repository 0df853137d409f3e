/**
 * Spec 4.4 "Service identity in GetCapabilities", in its order: field, label, long text. The labels are also the
 * schema's field titles (lib/admin/csw.ts), so a refused save names the field as the form does.
 */
export const ISIAN_CSW = [
  ["judul", "Judul layanan", false],
  ["namaOrganisasi", "Nama organisasi", false],
  ["abstrak", "Abstrak", true],
  ["namaKontak", "Nama kontak", false],
  ["jabatan", "Jabatan", false],
  ["telepon", "Telepon", false],
  ["email", "E-mail", false],
  ["jamLayanan", "Jam layanan", false],
  ["instruksiKontak", "Instruksi kontak", true],
  ["peranKontak", "Peran kontak", false],
] as const;

export type KunciCsw = (typeof ISIAN_CSW)[number][0];
export const LABEL_CSW = Object.fromEntries(ISIAN_CSW.map(([k, l]) => [k, l])) as Record<KunciCsw, string>;
