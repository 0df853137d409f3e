"use client";
import { useCallback, useEffect, useState } from "react";
import type { StatusKomponen } from "@/lib/admin/status";
import { formatJam } from "@/lib/web/format";
import css from "./admin.module.css";
import { kirimJson } from "./kirim-json";

const SELANG_MS = 15_000;

function Nilai({ baik, teks }: { baik: boolean; teks?: string }) {
  return <span className={baik ? css.baik : css.buruk}>{teks ?? (baik ? "Terhubung" : "Tidak terhubung")}</span>;
}

/** Spec 2.8 live: re-probed every 15 s and on demand, with the time of the last check. */
export function PanelStatus({ awal, diperiksaAwal }: { awal: StatusKomponen; diperiksaAwal: string }) {
  const [status, setStatus] = useState(awal);
  const [waktu, setWaktu] = useState(diperiksaAwal);
  const [memuat, setMemuat] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);

  const segarkan = useCallback(async () => {
    setMemuat(true);
    const h = await kirimJson<StatusKomponen>("/api/admin/organisasi/status", "GET");
    setMemuat(false);
    if (h.ok) {
      setStatus(h.data);
      setWaktu(new Date().toISOString());
      setGalat(null);
    } else setGalat(h.pesan);
  }, []);

  useEffect(() => {
    const t = setInterval(segarkan, SELANG_MS);
    return () => clearInterval(t);
  }, [segarkan]);

  return (
    <section aria-labelledby="judul-status">
      <h2 id="judul-status">Status komponen</h2>
      <ul className={css.kartuStatus} aria-live="polite">
        <li>
          <strong>SMTP (e-mail)</strong>
          <br />
          <Nilai baik={status.smtp.connected} />
          {status.smtp.detail ? <span className="bantuan"> — {status.smtp.detail}</span> : null}
        </li>
        <li>
          <strong>Gateway WA</strong>
          <br />
          <Nilai baik={status.wa.connected} />
        </li>
        <li>
          <strong>Penyimpanan berkas</strong>
          <br />
          <Nilai baik={status.storage.connected} />
        </li>
        <li>
          <strong>CSW ({status.csw.provider === "builtin" ? "bawaan" : "eksternal"})</strong>
          <br />
          <Nilai baik={status.csw.healthy} teks={status.csw.healthy ? "Sehat" : "Bermasalah"} />
        </li>
        <li>
          <strong>Panen</strong>
          <br />
          <Nilai baik={status.panen.gagal24Jam === 0} teks={`${status.panen.antri} antre · ${status.panen.berjalan} berjalan · ${status.panen.gagal24Jam} gagal (24 jam)`} />
          <span className="bantuan"> — {status.panen.sumber} sumber</span>
        </li>
      </ul>
      <div className={css.aksi}>
        <button type="button" className="tombol-kecil" onClick={segarkan} disabled={memuat}>
          {memuat ? "Memeriksa…" : "Periksa sekarang"}
        </button>
        <span className="bantuan">
          Terakhir diperiksa: <time dateTime={waktu}>{formatJam(waktu)}</time> · diperbarui otomatis setiap 15 detik
        </span>
      </div>
      {galat ? <p className="pesan pesan-galat" role="alert">{galat}</p> : null}
    </section>
  );
}
