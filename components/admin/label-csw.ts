/** Spec 4.4 "Service identity in GetCapabilities", in its order: field, label, long text. */
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
  ["peranKontak", "Peran kontak (mis. pointOfContact)", false],
] as const;
