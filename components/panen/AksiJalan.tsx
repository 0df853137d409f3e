"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { kirimApi } from "@/components/dasbor/kirim-api";
import css from "./panen.module.css";

/**
 * "Jalankan sekarang" for a source without an active run (optionally a complete run, which also finds records
 * that disappeared at the source), or "Batalkan" for its active run. The page re-renders with the new state.
 */
export function AksiJalan({ urlJalankan, urlBatal }: { urlJalankan?: string; urlBatal?: string }) {
  const router = useRouter();
  const [penuh, setPenuh] = useState(false);
  const [sibuk, setSibuk] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const [sukses, setSukses] = useState<string | null>(null);

  async function kirim(url: string, badan: unknown, berhasil: string) {
    setSibuk(true);
    setGalat(null);
    setSukses(null);
    const h = await kirimApi(url, "POST", badan);
    setSibuk(false);
    if (!h.ok) return setGalat(h.pesan);
    setSukses(berhasil);
    router.refresh();
  }

  return (
    <div>
      <div className={css.baris}>
        {urlJalankan ? (
          <>
            <button type="submit" disabled={sibuk} onClick={() => kirim(urlJalankan, penuh ? { penuh: true } : {}, "Jalan panen diantrekan.")}>
              Jalankan sekarang
            </button>
            <label className={css.centang}>
              <input type="checkbox" checked={penuh} onChange={(e) => setPenuh(e.target.checked)} /> Panen penuh (juga mencari rekaman yang hilang di sumber)
            </label>
          </>
        ) : null}
        {urlBatal ? (
          <button type="button" className={css.tombolBahaya} disabled={sibuk} onClick={() => kirim(urlBatal, undefined, "Pembatalan diminta; jalan berhenti dalam beberapa detik.")}>
            Batalkan
          </button>
        ) : null}
      </div>
      {galat ? <p className="pesan pesan-galat" role="alert">{galat}</p> : null}
      {sukses ? <p className="pesan pesan-ok" role="status">{sukses}</p> : null}
    </div>
  );
}
