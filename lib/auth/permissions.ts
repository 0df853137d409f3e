import type { PeranPengguna } from "@/lib/metadata/kode";

/** Everything a role may be allowed to do; code asks `can(peran, izin)`, never compares role names inline. */
export const PERMISSIONS = [
  // Areas (spec 4.3 table): every path under the prefix requires the permission.
  "area.metadata",
  "area.qcqe",
  "area.walidata",
  "area.admin",
  "area.profil",
  // Record-level actions.
  "metadata.buat",
  /** Read every non-DRAFT record of the own organisation (not only own records). */
  "metadata.baca.organisasi",
  /** Read DRAFT records of other users of the own organisation. */
  "metadata.baca.draf_organisasi",
  /** Edit and delete records of other users of the own organisation. */
  "metadata.kelola.organisasi",
  "workflow.periksa",
  "workflow.tinjau",
  "workflow.visibilitas",
  /** Manage harvest sources and runs of the own organisation; detach harvested records. */
  "panen.kelola",
  /** …of every organisation. */
  "panen.kelola.semua",
] as const;
export type Izin = (typeof PERMISSIONS)[number];

const SEMUA_AREA = ["area.metadata", "area.profil"] as const satisfies readonly Izin[];

export const IZIN_PERAN: Record<PeranPengguna, readonly Izin[]> = {
  Produsen: [...SEMUA_AREA, "metadata.buat"],
  Pemeriksa: [...SEMUA_AREA, "area.qcqe", "metadata.baca.organisasi", "workflow.periksa"],
  Walidata: [...SEMUA_AREA, "area.qcqe", "area.walidata", "metadata.baca.organisasi", "workflow.tinjau", "workflow.visibilitas", "panen.kelola"],
  Admin: PERMISSIONS,
};

const TABEL = new Map(Object.entries(IZIN_PERAN).map(([peran, izin]) => [peran, new Set<Izin>(izin)]));

export function can(peran: PeranPengguna, izin: Izin): boolean {
  return TABEL.get(peran)?.has(izin) ?? false;
}
