import { can } from "@/lib/auth/permissions";
import type { Ctx } from "@/lib/context";
import { ApiError } from "@/lib/http/errors";
import type { AktorPengguna } from "@/lib/metadata/kelola/akses";

/** Admin services check their caller themselves too: scripts and pages call them without the HTTP guard. */
export function assertAdmin(ctx: Ctx): AktorPengguna | null {
  if (ctx.actor.jenis === "sistem") return null;
  if (ctx.actor.jenis !== "pengguna") throw new ApiError("tidak_terautentikasi", "Anda belum masuk.");
  if (!can(ctx.actor.peran, "area.admin")) throw new ApiError("dilarang", "Hanya Admin yang dapat melakukan ini.");
  return ctx.actor;
}
