import { formatAngka } from "@/lib/web/format";
import { pesanGagalKoneksi } from "@/lib/web/panen-tampil";
import css from "./panen.module.css";

/** What "Tes koneksi" answers (the service's HasilTesKoneksi, as plain data). */
export type HasilTes =
  | { ok: true; jenis: "csw"; judul: string; jumlahRekaman: number; skemaKeluaran: string[]; skemaDidukung: boolean; kendala: string | null }
  | { ok: true; jenis: "waf"; jumlahBerkas: number; contoh: string[] }
  | { ok: false; galat: string };

/** The source's answer to "Tes koneksi": title, record count and output schemas, or why it could not be reached. */
export function HasilTesKoneksi({ hasil }: { hasil: HasilTes }) {
  if (!hasil.ok) {
    return (
      <p className="pesan pesan-galat" role="alert">
        Koneksi gagal. {pesanGagalKoneksi(hasil.galat)}
      </p>
    );
  }
  return (
    <div className={css.hasilTes} role="status">
      <strong>Koneksi berhasil.</strong>
      {hasil.jenis === "waf" ? (
        <dl>
          <dt>Berkas XML</dt>
          <dd>{formatAngka(hasil.jumlahBerkas)}</dd>
          <dt>Contoh</dt>
          <dd>{hasil.contoh.join(", ")}</dd>
        </dl>
      ) : (
        <dl>
          <dt>Judul layanan</dt>
          <dd>{hasil.judul || "(tanpa judul)"}</dd>
          <dt>Jumlah rekaman</dt>
          <dd>{formatAngka(hasil.jumlahRekaman)}</dd>
          <dt>Skema keluaran</dt>
          <dd>{hasil.skemaKeluaran.length ? hasil.skemaKeluaran.join(", ") : "(tidak disebutkan)"}</dd>
          {hasil.kendala ? (
            <>
              <dt>Batasan dikirim</dt>
              <dd>
                <code>{hasil.kendala}</code>
              </dd>
            </>
          ) : null}
        </dl>
      )}
      {hasil.ok && hasil.jenis === "csw" && !hasil.skemaDidukung ? <p>Perhatian: sumber tidak menawarkan skema keluaran yang dipilih; pilih skema lain.</p> : null}
    </div>
  );
}
