"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { kirimApi } from "@/components/dasbor/kirim-api";
import css from "./panen.module.css";

/**
 * Delete a source in two steps (the second button says what happens). Its runs and reports go with it; the
 * records it harvested stay in the catalogue and become editable. Refused by the service while a run is active.
 */
export function HapusSumber({ url, nama }: { url: string; nama: string }) {
  const router = useRouter();
  const [yakin, setYakin] = useState(false);
  const [sibuk, setSibuk] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);

  async function hapus() {
    setSibuk(true);
    setGalat(null);
    const h = await kirimApi(url, "DELETE");
    setSibuk(false);
    if (!h.ok) return setGalat(h.pesan);
    router.push("/dashboard/panen");
    router.refresh();
  }

  return (
    <div>
      {yakin ? (
        <div className={css.baris} role="group" aria-label={`Konfirmasi hapus ${nama}`}>
          <span>Hapus “{nama}” beserta riwayat jalannya? Rekaman yang sudah dipanen tetap ada dan dapat diubah.</span>
          <button type="button" className={css.tombolBahaya} onClick={hapus} disabled={sibuk}>
            Ya, hapus sumber
          </button>
          <button type="button" className={css.tombolSekunder} onClick={() => setYakin(false)} disabled={sibuk}>
            Batal
          </button>
        </div>
      ) : (
        <button type="button" className={css.tombolBahaya} onClick={() => setYakin(true)}>
          Hapus sumber
        </button>
      )}
      {galat ? <p className="pesan pesan-galat" role="alert">{galat}</p> : null}
    </div>
  );
}
