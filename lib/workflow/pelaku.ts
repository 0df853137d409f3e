import { can } from "@/lib/auth/permissions";
import { ApiError } from "@/lib/http/errors";
import { pengelola, type AktorPengguna } from "@/lib/metadata/kelola/akses";
import type { Pelaku } from "./transisi";

type Rekaman = { pemilikId: string; organisasiId: string };

/**
 * Checkers come from the record's organisation unless it allows checkers of other organisations; nobody checks
 * a record they own. Reviewers (Walidata, Admin) act on their own organisation's records only.
 */
export function assertPelaku(pelaku: Pelaku, a: AktorPengguna, r: Rekaman, orgIzinkanLintas: boolean): void {
  const orgSama = r.organisasiId === a.organisasiId;
  const pemeriksa = can(a.peran, "workflow.periksa") && (orgSama || orgIzinkanLintas) && r.pemilikId !== a.id;
  const peninjau = can(a.peran, "workflow.tinjau") && orgSama;
  switch (pelaku) {
    case "pengelola":
      if (!pengelola(a, r)) throw new ApiError("dilarang", "Hanya pemilik metadata atau Admin organisasinya yang dapat melakukan ini.");
      return;
    case "pemeriksa":
      if (!pemeriksa) throw new ApiError("dilarang", pesanPemeriksa(a, r, orgSama));
      return;
    case "peninjau":
      if (!peninjau) throw new ApiError("dilarang", "Hanya Walidata atau Admin organisasi pemilik metadata yang dapat melakukan ini.");
      return;
    case "pemeriksaAtauPeninjau":
      if (!pemeriksa && !peninjau) throw new ApiError("dilarang", pesanPemeriksa(a, r, orgSama));
      return;
  }
}

function pesanPemeriksa(a: AktorPengguna, r: Rekaman, orgSama: boolean): string {
  if (!can(a.peran, "workflow.periksa")) return `Peran ${a.peran} tidak dapat melakukan QC/QE.`;
  if (r.pemilikId === a.id) return "Pemeriksa tidak boleh memeriksa metadata miliknya sendiri.";
  if (!orgSama) return "Organisasi pemilik metadata tidak mengizinkan pemeriksa dari organisasi lain.";
  return "Anda tidak dapat memeriksa metadata ini.";
}
