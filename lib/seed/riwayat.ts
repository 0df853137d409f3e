import { barisAudit, type EntriAudit } from "@/lib/audit/catat-audit";
import type { auditLog, dokumenKualitas } from "@/lib/db/schema";
import type { AktorPengguna } from "@/lib/metadata/kelola/akses";
import type { PeranPengguna, StatusMetadata } from "@/lib/metadata/kode";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { KERJA } from "@/lib/quality/dokumen/akses";
import { segelDokumen, siapkanMuatan } from "@/lib/quality/dokumen/segel";
import { evaluasiDariRekaman, labelElemen, MasukanQa, MasukanQc, MasukanQe, susunQa, susunQc, susunQe, type TipeDokumen } from "@/lib/quality/isi";
import type { KunciPenandatangan } from "@/lib/quality/tanda-tangan/kunci";
import { tanggalWib } from "@/lib/waktu/wib";
import { assertPelaku } from "@/lib/workflow/pelaku";
import { TRANSISI, type AksiTransisi, type DefinisiTransisi } from "@/lib/workflow/transisi";
import { laporanPemeriksa } from "./kualitas";
import type { LangkahDokumen } from "./linimasa";
import type { PenggunaRingkas } from "./pengguna";
import { Acak } from "./prng";
import type { RekamanSeed } from "./rekaman";

export type BarisDokumenKualitas = typeof dokumenKualitas.$inferInsert;
export type BarisAudit = typeof auditLog.$inferInsert;

/** What the history of one record needs besides the record: its organisation's id, the signing key, the checkers. */
export type KonteksRiwayat = {
  seed: number;
  kunci: KunciPenandatangan;
  idOrganisasi: string;
  pemeriksa: PenggunaRingkas;
  walidata: PenggunaRingkas;
};

const ITEM_MANUAL = [
  { label: "Pratinjau data dapat dibuka dan isinya sesuai dengan judul", lulus: true },
  { label: "Contoh atribut sesuai dengan katalog unsur", lulus: true },
  { label: "Tautan layanan daring dapat diakses", lulus: true, wajib: false },
] as const;

/**
 * The quality documents and audit rows of one seeded record, as the services would have written them along its
 * history: drafts with the same content functions (susunQc/Qe/Qa over the same input schemas), signatures with the
 * same signing core, every step checked against the workflow's own rules (states and who may act). Signed
 * documents have no PDF yet: it is rendered from the signed facts on first download.
 */
export function riwayatRekaman(r: RekamanSeed, k: KonteksRiwayat): { dokumen: BarisDokumenKualitas[]; audit: BarisAudit[] } {
  const acak = new Acak(k.seed, "riwayat", r.indeks);
  const { baris: m, linimasa: l } = r;
  const rekaman = { pemilikId: m.pemilikId, organisasiId: m.organisasiId };
  const aktor = (a: PenggunaRingkas, peran: PeranPengguna): AktorPengguna => ({ jenis: "pengguna", id: a.id, peran, organisasiId: k.idOrganisasi });
  const produsen = aktor(r.produsen, "Produsen");
  const pemeriksa = aktor(k.pemeriksa, "Pemeriksa");
  const walidata = aktor(k.walidata, "Walidata");
  const dokumen: BarisDokumenKualitas[] = [];
  const audit: BarisAudit[] = [];
  const catat = (e: Omit<EntriAudit, "aktor"> & { aktor: AktorPengguna }, waktu: number) => audit.push(barisAudit(e, new Date(waktu)));

  let status: StatusMetadata = "DRAFT";
  let versi = 1;
  catat({ aktor: produsen, aksi: "buat", entitas: "metadata", entitasId: m.id!, ke: "DRAFT" }, l.dibuat);
  for (const t of l.ubah) catat({ aktor: produsen, aksi: "ubah", entitas: "metadata", entitasId: m.id!, dari: "DRAFT", ke: "DRAFT", data: { versi: ++versi } }, t);

  const ditandatangani = new Set<TipeDokumen>();
  const transisi = (aksi: AksiTransisi, oleh: AktorPengguna, waktu: number, catatan?: string) => {
    const def: DefinisiTransisi = TRANSISI[aksi];
    const pelaku = def.dari[status];
    if (!pelaku) throw new Error(`Seed: ${aksi} tidak sah dari ${status}`);
    assertPelaku(pelaku, oleh, rekaman, false);
    if (def.catatanWajib && !catatan) throw new Error(`Seed: ${aksi} tanpa alasan`);
    if (def.wajibTandaTangan?.some((t) => !ditandatangani.has(t))) throw new Error(`Seed: ${aksi} sebelum ${def.wajibTandaTangan.join("/")} ditandatangani`);
    const ke = def.ke;
    catat({ aktor: oleh, aksi, entitas: "metadata", entitasId: m.id!, dari: status, ke, ...(catatan ? { catatan } : {}) }, waktu);
    status = ke;
    versi++;
  };

  const penandatangan = (a: PenggunaRingkas) => ({ id: a.id, namaLengkap: a.namaLengkap, jabatan: a.jabatan, organisasi: { id: k.idOrganisasi, nama: r.organisasi.nama } });
  /** One document along its steps; returns its content summary for QA. */
  const kerjakan = (tipe: TipeDokumen, langkah: LangkahDokumen, oleh: AktorPengguna, akun: PenggunaRingkas, isi: ReturnType<typeof susunQe | typeof susunQc | typeof susunQa>) => {
    assertPelaku(KERJA[tipe].pelaku, oleh, rekaman, false);
    if (status !== KERJA[tipe].status) throw new Error(`Seed: dokumen ${tipe} tidak dikerjakan saat ${status}`);
    if (tipe === "QA" && dokumen.some((d) => d.pemeriksaId === akun.id)) throw new Error("Seed: penandatangan QC/QE menandatangani QA");
    const id = acak.uuid();
    const data = { metadataId: m.id!, tipe };
    catat({ aktor: oleh, aksi: "kualitas_simpan", entitas: "dokumen_kualitas", entitasId: id, dari: null, ke: "DRAFT", data }, langkah.simpan);
    const b: BarisDokumenKualitas = {
      id,
      metadataId: m.id!,
      tipe,
      status: "DRAFT",
      ...isi,
      pemeriksaId: akun.id,
      organisasiPemeriksaId: k.idOrganisasi,
      uploadedDoc: false,
      createdAt: new Date(langkah.simpan),
      updatedAt: new Date(langkah.simpan),
    };
    if (langkah.ajukan !== undefined) {
      catat({ aktor: oleh, aksi: "kualitas_ajukan", entitas: "dokumen_kualitas", entitasId: id, dari: "DRAFT", ke: "PENDING", data }, langkah.ajukan);
      Object.assign(b, { status: "PENDING", updatedAt: new Date(langkah.ajukan) });
    }
    if (langkah.tandatangani !== undefined) {
      const { muatan } = siapkanMuatan(k.kunci, {
        dokumen: { id, tipe, isi: isi.isi, sesuai: isi.sesuai, passed: isi.passed, total: isi.total, uploadedDoc: false },
        metadata: { id: m.id!, judul: m.judul, organisasi: { id: k.idOrganisasi, nama: r.organisasi.nama } },
        penandatangan: penandatangan(akun),
        signedAt: new Date(langkah.tandatangani),
      });
      Object.assign(b, segelDokumen(k.kunci, muatan, null));
      ditandatangani.add(tipe);
      catat(
        { aktor: oleh, aksi: "kualitas_tandatangani", entitas: "dokumen_kualitas", entitasId: id, dari: "PENDING", ke: "SIGNED", data: { ...data, kid: k.kunci.kid, pdfSha256: null } },
        langkah.tandatangani,
      );
    }
    dokumen.push(b);
    return { status: b.status!, sesuai: isi.sesuai };
  };

  if (l.ajukan === undefined) return { dokumen, audit };
  transisi("ajukan", produsen, l.ajukan);

  const dok = m.dokumen as DokumenMetadata;
  let qc: { status: string; sesuai: boolean } | undefined;
  let qe: { status: string; sesuai: boolean } | undefined;
  if (l.qc) {
    const masukan = MasukanQc.parse({ itemManual: acak.sampel(ITEM_MANUAL, acak.int(0, 2)) });
    qc = kerjakan("QC", l.qc, pemeriksa, k.pemeriksa, susunQc(dok, masukan, tanggalWib(l.qc.simpan)));
  }
  const evaluasi = evaluasiDariRekaman(dok);
  const gagal = evaluasi.find((e) => !e.lulus);
  if (l.qe) {
    const rows = evaluasi.length ? evaluasi : evaluasiDariRekaman({ ...dok, kualitasData: { cakupan: "dataset", laporan: [laporanPemeriksa(acak, r.tema)] } });
    qe = kerjakan("QE", l.qe, pemeriksa, k.pemeriksa, susunQe(MasukanQe.parse({ evaluasi: rows })));
  }
  const alasan = gagal
    ? `Hasil evaluasi ${labelElemen(gagal.elemen)} (${gagal.ukuran}) bernilai ${gagal.nilai}${gagal.satuan ? ` ${gagal.satuan}` : ""} dan belum memenuhi ${gagal.spesifikasi ?? "spesifikasi"}. Perbaiki data dan laporan kualitasnya, lalu ajukan kembali.`
    : "Hasil evaluasi kualitas data belum memenuhi spesifikasi. Perbaiki data dan laporan kualitasnya, lalu ajukan kembali.";

  if (l.tolak?.oleh === "pemeriksa") transisi("tolak", pemeriksa, l.tolak.waktu, alasan);
  if (l.selesaiPeriksa !== undefined) transisi("selesaiPeriksa", pemeriksa, l.selesaiPeriksa);
  if (l.qa) {
    const setuju = l.setujui !== undefined;
    const masukan = MasukanQa.parse(setuju ? { keputusan: "setujui" } : { keputusan: "tolak", catatan: alasan });
    const isi = susunQa(masukan, qc && { tipe: "QC", ...qc }, qe && { tipe: "QE", ...qe });
    if (setuju && isi.passed < isi.total) throw new Error("Seed: QA menyetujui dengan butir yang tidak lulus");
    kerjakan("QA", l.qa, walidata, k.walidata, isi);
    // Signing QA runs the decision in the same transaction, with the QA note as the transition's note.
    if (setuju) transisi("setujui", walidata, l.setujui!);
    else transisi("tolak", walidata, l.tolak!.waktu, alasan);
  }
  if (l.privatkan !== undefined) transisi("privatkan", walidata, l.privatkan);
  if (status !== m.status || versi !== m.versi) throw new Error(`Seed: riwayat berakhir di ${status} v${versi}, rekaman ${m.status} v${m.versi}`);
  return { dokumen, audit };
}
