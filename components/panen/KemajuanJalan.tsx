"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ambilJson } from "@/components/dasbor/kirim-api";
import { formatAngka } from "@/lib/web/format";
import { jalanAktif, LABEL_KEADAAN_JALAN, persenJalan, rincianJalan, teksNilaiJalan, type KemajuanJalan as Kemajuan } from "@/lib/web/panen-tampil";
import css from "./panen.module.css";

const SELANG_MS = 2_000;

export type JalanLangsung = Kemajuan & { id: string; baru: number; diperbarui: number; tidakBerubah: number; ditolak: number; dipensiunkan: number; galat: string | null; batalDiminta: boolean };

/**
 * A run's progress bar, polled from the run's JSON every 2 s while it is queued or running; when it ends the page
 * is refreshed once, so the server-rendered counts, run list and report catch up. The bar is a role=progressbar
 * (no live region: a screen reader hears the value when it asks); the end state is announced once.
 */
export function KemajuanJalan({ awal, urlJalan, judul = "Kemajuan" }: { awal: JalanLangsung; urlJalan: string; judul?: string }) {
  const router = useRouter();
  const [j, setJ] = useState(awal);
  const [galat, setGalat] = useState<string | null>(null);
  const aktifAwal = useRef(jalanAktif(awal.keadaan));

  useEffect(() => {
    if (!jalanAktif(j.keadaan)) {
      // Only a run seen ending here refreshes the page; one that was already over when rendered needs nothing.
      if (aktifAwal.current) {
        aktifAwal.current = false;
        router.refresh();
      }
      return;
    }
    const t = setTimeout(async () => {
      const h = await ambilJson<JalanLangsung>(urlJalan);
      if (h.ok) {
        setJ(h.data);
        setGalat(null);
      } else setGalat(h.pesan);
    }, SELANG_MS);
    return () => clearTimeout(t);
  }, [j, urlJalan, router]);

  const persen = persenJalan(j);
  const aktif = jalanAktif(j.keadaan);
  return (
    <section className={css.kemajuan} aria-labelledby={`judul-kemajuan-${j.id}`}>
      <h2 id={`judul-kemajuan-${j.id}`}>
        {judul}: <span className={css.kesehatan} data-nilai={j.keadaan}>{LABEL_KEADAAN_JALAN[j.keadaan] ?? j.keadaan}</span>
        {j.batalDiminta && aktif ? " (pembatalan diminta)" : null}
      </h2>
      <div
        className={css.batang}
        role="progressbar"
        aria-label={`Kemajuan panen: ${teksNilaiJalan(j)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={persen ?? undefined}
        aria-valuetext={persen === null ? undefined : teksNilaiJalan(j)}
      >
        <div className={css.isiBatang} style={persen === null ? undefined : { width: `${persen}%` }} data-tak-tentu={persen === null && aktif ? "" : undefined} />
      </div>
      <p>
        <strong>{teksNilaiJalan(j)}</strong> · {rincianJalan(j)}
      </p>
      <ul className={css.angka}>
        <li>Baru: <strong>{formatAngka(j.baru)}</strong></li>
        <li>Diperbarui: <strong>{formatAngka(j.diperbarui)}</strong></li>
        <li>Tidak berubah: <strong>{formatAngka(j.tidakBerubah)}</strong></li>
        <li>Ditolak: <strong>{formatAngka(j.ditolak)}</strong></li>
        <li>Dipensiunkan: <strong>{formatAngka(j.dipensiunkan)}</strong></li>
      </ul>
      {j.galat ? <p className="pesan pesan-galat">{j.galat}</p> : null}
      <p role="status" className="bantuan">
        {aktif ? "Diperbarui otomatis setiap 2 detik." : `Jalan panen ${(LABEL_KEADAAN_JALAN[j.keadaan] ?? j.keadaan).toLowerCase()}.`}
      </p>
      {galat ? <p className="pesan pesan-galat" role="alert">Kemajuan tidak dapat dibaca: {galat}</p> : null}
    </section>
  );
}
