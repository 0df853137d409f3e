/**
 * `npm run db:siapkan` (run by `npm start` and by each container before `node server.js`): apply the migrations,
 * fill the base data every installation needs (reference lists, standards, CSW identity), and create the first
 * Admin from ADMIN_EMAIL/ADMIN_PASSWORD when no active Admin exists. Safe at every start and from several
 * instances at once. Never writes demo data (that is `npm run db:seed`).
 */
import { migrateDatabase } from "@/lib/db/migrate";
import { bacaAdminAwal, KonfigurasiAdminError } from "@/lib/seed/admin-awal";
import { siapkanInstalasi, type RingkasanSiapkan } from "@/lib/seed/siapkan";
// Not "@/lib/db": that module imports "server-only", which throws outside Next.
import { bukaDatabaseSkrip } from "./open-db";

function barisAdmin(a: RingkasanSiapkan["admin"]): string {
  switch (a.status) {
    case "dibuat":
      return `dibuat: ${a.email} (organisasi ${a.organisasiKode}${a.organisasiBaru ? ", baru" : ""})`;
    case "sudah_ada":
      return `${a.jumlahAdmin} Admin aktif sudah ada; ADMIN_EMAIL/ADMIN_PASSWORD tidak dipakai`;
    case "tidak_diminta":
      return a.jumlahAdmin > 0
        ? `${a.jumlahAdmin} Admin aktif`
        : "PERINGATAN: belum ada Admin aktif; atur ADMIN_EMAIL dan ADMIN_PASSWORD lalu jalankan ulang";
  }
}

function cetak(r: RingkasanSiapkan, jenis: string, ms: number): void {
  console.log(
    [
      `Basis data siap (${jenis}) dalam ${ms} ms:`,
      `  referensi      ${r.referensi.total} kode (${r.referensi.baru} baru, ${r.referensi.diperbarui} diperbarui)`,
      `  standar        ${r.standar.total} (${r.standar.baru} baru)`,
      `  identitas CSW  ${r.cswPengaturanBaru ? "dibuat" : "sudah ada, tidak diubah"}`,
      `  Admin          ${barisAdmin(r.admin)}`,
    ].join("\n"),
  );
}

async function main(): Promise<number> {
  const mulai = Date.now();
  let admin;
  try {
    admin = bacaAdminAwal(process.env);
  } catch (err) {
    if (!(err instanceof KonfigurasiAdminError)) throw err;
    console.error(err.message);
    return 1;
  }
  const handle = await bukaDatabaseSkrip();
  try {
    await migrateDatabase(handle);
    cetak(await siapkanInstalasi(handle.db, admin), handle.kind, Date.now() - mulai);
    return 0;
  } catch (err) {
    if (!(err instanceof KonfigurasiAdminError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (kode) => process.exit(kode),
  (err: unknown) => {
    console.error(`Persiapan basis data gagal: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
