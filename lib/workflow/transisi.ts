import type { StatusMetadata } from "@/lib/metadata/kode";

/** Who may run a transition, checked against the record (and its organisation) in `assertAktorTransisi`. */
export type Pelaku = "pengelola" | "pemeriksa" | "peninjau" | "pemeriksaAtauPeninjau";

export type DefinisiTransisi = {
  /** States the transition starts from, each with who may run it from there. */
  dari: Partial<Record<StatusMetadata, Pelaku>>;
  /** Target state (a working copy approved with `setujui` takes its original's state instead). */
  ke: StatusMetadata;
  catatanWajib: boolean;
  /** Event sent to the notification component after the commit. */
  acara?: "diajukan" | "diperiksa" | "ditolak" | "dipublikasikan";
  /** Current QC/QE/QA documents that must be SIGNED first. */
  wajibTandaTangan?: readonly ("QC" | "QE" | "QA")[];
};

/**
 * The metadata workflow (docs/workflow.md), as data: every allowed move. Anything not listed is a 409.
 * REVIEW → PUBLISHED on a working copy replaces its original instead (see `setujui` in jalankan-transisi.ts).
 */
export const TRANSISI = {
  ajukan: { dari: { DRAFT: "pengelola" }, ke: "QCQE_PROCESS", catatanWajib: false, acara: "diajukan" },
  selesaiPeriksa: { dari: { QCQE_PROCESS: "pemeriksa" }, ke: "REVIEW", catatanWajib: false, acara: "diperiksa", wajibTandaTangan: ["QC", "QE"] },
  // Approval is signing QA (issue 6): the QA signature runs this transition in its own transaction.
  setujui: { dari: { REVIEW: "peninjau" }, ke: "PUBLISHED", catatanWajib: false, acara: "dipublikasikan", wajibTandaTangan: ["QA"] },
  tolak: { dari: { QCQE_PROCESS: "pemeriksaAtauPeninjau", REVIEW: "peninjau" }, ke: "REJECTED", catatanWajib: true, acara: "ditolak" },
  revisi: { dari: { REJECTED: "pengelola" }, ke: "DRAFT", catatanWajib: false },
  privatkan: { dari: { PUBLISHED: "peninjau" }, ke: "PRIVATE", catatanWajib: false },
  publikasikan: { dari: { PRIVATE: "peninjau" }, ke: "PUBLISHED", catatanWajib: false },
} as const satisfies Record<string, DefinisiTransisi>;

export type AksiTransisi = keyof typeof TRANSISI;

/** Label of each action in messages. */
export const NAMA_AKSI: Record<AksiTransisi, string> = {
  ajukan: "mengajukan untuk QC/QE",
  selesaiPeriksa: "menyelesaikan QC/QE",
  setujui: "menyetujui dan menerbitkan",
  tolak: "menolak",
  revisi: "mengembalikan ke DRAFT",
  privatkan: "menjadikan privat",
  publikasikan: "menerbitkan kembali",
};
