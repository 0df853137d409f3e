"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import type { ItemPeriksa } from "@/lib/quality/isi";
import { badanSimpan, masalahIsian, type IsianKualitas, type PropsPanel } from "@/lib/web/dasbor/isian-kualitas";
import { ambilJson, kirimApi } from "../kirim-api";
import { BagianEvaluasi } from "./BagianEvaluasi";
import { HasilOtomatis, ItemManual } from "./BagianItem";
import css from "./kualitas.module.css";

/**
 * The checker's (QC/QE) or reviewer's (QA) work on one quality document: run the automatic checks, fill the
 * manual items / evaluations / decision, save the draft, submit it, sign it (after a confirmation), or upload a
 * PDF signed elsewhere. Every step calls the qcqe JSON endpoint and shows its message; the page then re-renders.
 */
export function PanelKualitas({ id, tipe, status, awal, otomatisAwal, saranEvaluasi, elemen, metode, setelahSetujui }: PropsPanel) {
  const router = useRouter();
  const awalan = useId().replace(/:/g, "");
  const [isian, setIsian] = useState(awal);
  const [berubah, setBerubah] = useState(false);
  // Once a draft is stored, its automatic items are listed with the document above the panel: showing the last
  // run's results here too would list them twice.
  const [otomatis, setOtomatis] = useState<ItemPeriksa[] | null>(status === null ? otomatisAwal : null);
  const [pesan, setPesan] = useState<{ ok: boolean; teks: string } | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const [yakin, setYakin] = useState(false);
  const dasar = `/api/metadata/${id}/qcqe/${tipe.toLowerCase()}`;
  const bolehIsi = status === null || status === "DRAFT" || status === "PENDING";

  const ubah = (fn: (f: IsianKualitas) => void) => {
    setIsian((lama) => {
      const baru = structuredClone(lama);
      fn(baru);
      return baru;
    });
    setBerubah(true);
  };
  async function jalankan(url: string, metodeHttp: string, badan: unknown, berhasil: string, tujuan?: string | null): Promise<boolean> {
    setSibuk(true);
    setPesan(null);
    const h = await kirimApi(url, metodeHttp, badan);
    setSibuk(false);
    setPesan(h.ok ? { ok: true, teks: berhasil } : { ok: false, teks: h.pesan });
    if (h.ok && tujuan) router.push(tujuan);
    else if (h.ok) router.refresh();
    return h.ok;
  }
  async function periksa() {
    setSibuk(true);
    setPesan(null);
    const h = await ambilJson<{ saran: { itemOtomatis?: ItemPeriksa[] } }>(dasar);
    setSibuk(false);
    if (!h.ok) return setPesan({ ok: false, teks: h.pesan });
    setOtomatis(h.data.saran.itemOtomatis ?? []);
    setPesan({ ok: true, teks: `Pemeriksaan otomatis ${tipe} selesai.` });
  }
  async function simpan(e: React.FormEvent) {
    e.preventDefault();
    const masalah = masalahIsian(tipe, isian);
    if (masalah.length) return setPesan({ ok: false, teks: masalah.join(" ") });
    if (await jalankan(dasar, "PUT", badanSimpan(tipe, isian), `Draf ${tipe} tersimpan.`)) {
      setBerubah(false);
      setOtomatis(null);
    }
  }
  function unggah(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void jalankan(`${dasar}/unggah`, "POST", new FormData(e.currentTarget), `PDF ${tipe} bertanda tangan terunggah.`);
  }

  if (status === "SIGNED") return null;
  return (
    <div className={css.panel}>
      {tipe !== "QE" ? (
        <section aria-label={`Pemeriksaan otomatis ${tipe}`}>
          <p className={css.aksi}>
            <button type="button" className="tombol-kecil" disabled={sibuk} onClick={() => void periksa()}>
              Jalankan pemeriksaan {tipe}
            </button>
            {otomatis ? null : <span className="redup">Memeriksa isi metadata dengan aturan otomatis; hasilnya ikut tersimpan bersama draf.</span>}
          </p>
          {otomatis ? <HasilOtomatis item={otomatis} label={`Hasil pemeriksaan otomatis ${tipe}`} /> : null}
        </section>
      ) : null}
      {bolehIsi ? (
        <form onSubmit={simpan} className={css.panel} aria-label={`Isi ${tipe}`} noValidate>
          {tipe === "QE" ? (
            <BagianEvaluasi awalan={awalan} baris={isian.evaluasi} ubah={(fn) => ubah((f) => fn(f.evaluasi))} elemen={elemen} metode={metode} saran={saranEvaluasi} />
          ) : (
            <ItemManual awalan={awalan} tipe={tipe} item={isian.itemManual} ubah={(fn) => ubah((f) => fn(f.itemManual))} />
          )}
          {tipe === "QA" ? (
            <label htmlFor={`${awalan}-keputusan`}>
              Keputusan
              <select id={`${awalan}-keputusan`} value={isian.keputusan} onChange={(e) => ubah((f) => void (f.keputusan = e.target.value as IsianKualitas["keputusan"]))}>
                <option value="setujui">Setujui dan terbitkan</option>
                <option value="tolak">Tolak</option>
              </select>
            </label>
          ) : null}
          <label htmlFor={`${awalan}-catatan`}>
            Catatan {tipe} {tipe === "QA" ? "(wajib bila menolak atau menyetujui dengan butir tidak lulus)" : "(opsional)"}
            <textarea id={`${awalan}-catatan`} className={css.catatan} rows={3} maxLength={5000} value={isian.catatan} onChange={(e) => ubah((f) => void (f.catatan = e.target.value))} />
          </label>
          <p className={css.aksi}>
            <button type="submit" disabled={sibuk}>
              Simpan draf {tipe}
            </button>
            {status === "PENDING" ? <span className="redup">Menyimpan mengembalikan dokumen yang diajukan menjadi draf.</span> : null}
          </p>
        </form>
      ) : null}
      <div className={css.aksi}>
        {status === "DRAFT" ? (
          <button type="button" className="tombol-kecil" disabled={sibuk || berubah} onClick={() => void jalankan(`${dasar}/ajukan`, "POST", {}, `${tipe} diajukan untuk ditandatangani.`)}>
            Ajukan {tipe}
          </button>
        ) : null}
        {status === "DRAFT" && berubah ? <span className="redup">Simpan perubahan dulu sebelum mengajukan.</span> : null}
        {status === "PENDING" && !yakin ? (
          <button type="button" className="tombol-kecil" disabled={sibuk || berubah} onClick={() => setYakin(true)}>
            Tandatangani {tipe}
          </button>
        ) : null}
      </div>
      {status === "PENDING" && yakin ? (
        <div className={css.konfirmasi} role="group" aria-labelledby={`${awalan}-yakin`}>
          <strong id={`${awalan}-yakin`}>Konfirmasi: tandatangani {tipe}</strong>
          <p>Dokumen yang ditandatangani tidak dapat diubah. PDF-nya dibuat dengan kode QR menuju halaman verifikasi.</p>
          <p className={css.aksi}>
            <button type="button" disabled={sibuk} className="tombol-kecil" onClick={() => void jalankan(`${dasar}/tandatangani`, "POST", {}, `${tipe} ditandatangani.`, isian.keputusan === "setujui" ? setelahSetujui : null).then(() => setYakin(false))}>
              {sibuk ? "Memproses…" : `Ya, tandatangani ${tipe}`}
            </button>
            <button type="button" className="tombol-kecil" onClick={() => setYakin(false)}>
              Batal
            </button>
          </p>
        </div>
      ) : null}
      {status === "DRAFT" || status === "PENDING" ? (
        <form onSubmit={unggah} className={css.panel} aria-label={`Unggah PDF ${tipe} bertanda tangan`}>
          <label htmlFor={`${awalan}-berkas`}>
            PDF {tipe} yang sudah ditandatangani di luar aplikasi (opsional)
            <input id={`${awalan}-berkas`} type="file" name="berkas" accept="application/pdf" required />
          </label>
          <p>
            <button type="submit" className="tombol-kecil" disabled={sibuk}>
              Unggah PDF {tipe}
            </button>
          </p>
        </form>
      ) : null}
      {pesan ? (
        <p className={pesan.ok ? "pesan pesan-ok" : "pesan pesan-galat"} role={pesan.ok ? "status" : "alert"}>
          {pesan.teks}
        </p>
      ) : null}
    </div>
  );
}
