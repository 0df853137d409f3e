import { can } from "@/lib/auth/permissions";
import type { SesiAktif } from "@/lib/auth/sesi";
import type { DetailMetadata } from "@/lib/metadata/kelola";

export type AksiTampil = { kunci: string; label: string; url: string; perluAlasan?: boolean; badan?: Record<string, unknown>; penjelasan: string };

/**
 * The workflow buttons a user is offered on a record. A hint only: the services decide (an offered action the
 * service refuses shows its message), so this mirrors docs/workflow.md loosely and never grants anything.
 */
export function aksiRekaman(r: DetailMetadata, sesi: SesiAktif): AksiTampil[] {
  const { id: uid, peran, organisasiId } = sesi.pengguna;
  const orgSama = r.organisasi.id === organisasiId;
  const pengelola = r.pemilik.id === uid || (can(peran, "metadata.kelola.organisasi") && orgSama);
  const tinjau = can(peran, "workflow.tinjau") && orgSama;
  const periksa = can(peran, "workflow.periksa") && r.pemilik.id !== uid;
  const dasar = `/api/metadata/${r.id}`;
  const a: AksiTampil[] = [];
  if (r.status === "DRAFT" && pengelola) a.push({ kunci: "ajukan", label: "Ajukan untuk QC/QE", url: `${dasar}/ajukan`, badan: { versi: r.versi }, penjelasan: "Metadata dikirim ke pemeriksa dan tidak dapat diubah selama pemeriksaan." });
  if (r.status === "QCQE_PROCESS" && periksa) a.push({ kunci: "selesai", label: "Selesai periksa", url: `${dasar}/qcqe/selesai`, penjelasan: "QC dan QE harus sudah ditandatangani. Metadata diteruskan ke walidata untuk ditinjau." });
  if (r.status === "QCQE_PROCESS" && (periksa || tinjau)) a.push({ kunci: "tolak-qcqe", label: "Tolak", url: `${dasar}/qcqe/tolak`, perluAlasan: true, penjelasan: "Metadata dikembalikan ke pemilik dengan alasan Anda." });
  if (r.status === "REVIEW" && tinjau) a.push({ kunci: "tolak-tinjau", label: "Tolak", url: `/api/walidata/${r.id}/tolak`, perluAlasan: true, penjelasan: "Metadata dikembalikan ke pemilik dengan alasan Anda. Untuk menyetujui, isi dan tandatangani QA di bawah." });
  if (r.status === "REJECTED" && pengelola) a.push({ kunci: "revisi", label: "Revisi (kembali ke draf)", url: `${dasar}/revisi`, penjelasan: "Metadata kembali menjadi draf agar dapat diperbaiki dan diajukan lagi." });
  if (r.status === "PUBLISHED" && tinjau && can(peran, "workflow.visibilitas")) a.push({ kunci: "privat", label: "Jadikan privat", url: `/api/walidata/${r.id}/visibilitas`, badan: { status: "PRIVATE" }, penjelasan: "Metadata tidak lagi tampil di katalog publik dan CSW." });
  if (r.status === "PRIVATE" && tinjau && can(peran, "workflow.visibilitas")) a.push({ kunci: "publik", label: "Terbitkan kembali", url: `/api/walidata/${r.id}/visibilitas`, badan: { status: "PUBLISHED" }, penjelasan: "Metadata tampil lagi di katalog publik dan CSW." });
  return a;
}
