"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { kirimApi } from "./kirim-api";

type Opsi = { kode: string; label: string }[];
type Props = { id: string; tipe: "QC" | "QE" | "QA"; status: string | null; elemen: Opsi; metode: Opsi };

const gaya = { display: "grid", gap: "0.5rem", marginTop: "0.5rem" } as const;

/**
 * The checker's (QC/QE) or reviewer's (QA) actions on one quality document: save the draft, submit, sign, upload a
 * signed PDF. Each calls the qcqe JSON endpoint and shows its message; the page re-renders on success.
 */
export function PanelKualitas({ id, tipe, status, elemen, metode }: Props) {
  const router = useRouter();
  const [pesan, setPesan] = useState<{ ok: boolean; teks: string } | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const dasar = `/api/metadata/${id}/qcqe/${tipe.toLowerCase()}`;
  const t = tipe.toLowerCase();
  async function jalankan(url: string, metode: string, badan: unknown, berhasil: string) {
    setSibuk(true);
    setPesan(null);
    const h = await kirimApi(url, metode, badan);
    setSibuk(false);
    setPesan(h.ok ? { ok: true, teks: berhasil } : { ok: false, teks: h.pesan });
    if (h.ok) router.refresh();
  }
  function simpan(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? "").trim() || undefined;
    const catatan = s("catatan");
    const badan =
      tipe === "QC"
        ? { catatan, itemManual: s("itemLabel") ? [{ label: s("itemLabel"), lulus: f.get("itemLulus") === "on" }] : [] }
        : tipe === "QE"
          ? { catatan, evaluasi: [{ elemen: s("elemen"), metodeEvaluasi: s("metode"), ukuran: s("ukuran"), nilai: s("nilai"), satuan: s("satuan"), lulus: f.get("lulus") === "on" }] }
          : { keputusan: s("keputusan"), catatan };
    void jalankan(dasar, "PUT", badan, `Draf ${tipe} tersimpan.`);
  }
  function unggah(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void jalankan(`${dasar}/unggah`, "POST", new FormData(e.currentTarget), "PDF bertanda tangan terunggah.");
  }
  if (status === "SIGNED") return null;
  return (
    <div>
      {status === null || status === "DRAFT" || status === "PENDING" ? (
        <form onSubmit={simpan} style={gaya} aria-label={`Isi ${tipe}`}>
          {tipe === "QC" ? (
            <label>
              Butir periksa manual (opsional)
              <input name="itemLabel" maxLength={300} />
              <span><input type="checkbox" name="itemLulus" id={`${t}-lulus`} style={{ width: "auto", minHeight: 0 }} /> <label htmlFor={`${t}-lulus`} style={{ display: "inline" }}>Butir lulus</label></span>
            </label>
          ) : null}
          {tipe === "QE" ? (
            <>
              <label>
                Elemen kualitas data
                <select name="elemen" required>{elemen.map((o) => <option key={o.kode} value={o.kode}>{o.label}</option>)}</select>
              </label>
              <label>
                Metode evaluasi
                <select name="metode" required>{metode.map((o) => <option key={o.kode} value={o.kode}>{o.label}</option>)}</select>
              </label>
              <label>Ukuran<input name="ukuran" required maxLength={300} /></label>
              <label>Nilai<input name="nilai" required maxLength={200} /></label>
              <label>Satuan (opsional)<input name="satuan" maxLength={50} /></label>
              <label><input type="checkbox" name="lulus" style={{ width: "auto", minHeight: 0 }} /> Memenuhi spesifikasi</label>
            </>
          ) : null}
          {tipe === "QA" ? (
            <label>
              Keputusan
              <select name="keputusan" required defaultValue="setujui">
                <option value="setujui">Setujui dan terbitkan</option>
                <option value="tolak">Tolak</option>
              </select>
            </label>
          ) : null}
          <label>
            Catatan {tipe === "QA" ? "(wajib bila menolak)" : "(opsional)"}
            <textarea name="catatan" rows={3} maxLength={5000} style={{ width: "100%" }} />
          </label>
          <button type="submit" disabled={sibuk}>Simpan draf {tipe}</button>
        </form>
      ) : null}
      <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap", marginTop: "0.5rem" }}>
        {status === "DRAFT" ? (
          <button type="button" className="tombol-kecil" disabled={sibuk} onClick={() => void jalankan(`${dasar}/ajukan`, "POST", {}, `${tipe} diajukan.`)}>
            Ajukan {tipe}
          </button>
        ) : null}
        {status === "PENDING" ? (
          <button type="button" className="tombol-kecil" disabled={sibuk} onClick={() => window.confirm(`Tandatangani ${tipe}? Dokumen yang ditandatangani tidak dapat diubah.`) && void jalankan(`${dasar}/tandatangani`, "POST", {}, `${tipe} ditandatangani.`)}>
            Tandatangani {tipe}
          </button>
        ) : null}
      </div>
      {status === "DRAFT" || status === "PENDING" ? (
        <form onSubmit={unggah} style={gaya} aria-label={`Unggah PDF ${tipe} bertanda tangan`}>
          <label>
            PDF {tipe} bertanda tangan (opsional)
            <input type="file" name="berkas" accept="application/pdf" required />
          </label>
          <button type="submit" className="tombol-kecil" disabled={sibuk}>Unggah PDF {tipe}</button>
        </form>
      ) : null}
      {pesan ? <p role={pesan.ok ? "status" : "alert"} style={{ color: pesan.ok ? "var(--hijau)" : "var(--merah)" }}>{pesan.teks}</p> : null}
    </div>
  );
}
