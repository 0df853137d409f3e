"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import css from "./admin.module.css";
import { PesanForm } from "./Isian";
import type { JenisGambar } from "@/lib/identitas/label";

const JUDUL: Record<JenisGambar, string> = { logo: "Logo instansi", favicon: "Favicon (ikon tab peramban)" };

/** Upload or remove the logo or favicon: PUT/DELETE /api/admin/identitas/{jenis}, the file as the request body. */
export function UnggahGambar({ jenis, url, batas }: { jenis: JenisGambar; url: string | null; batas: string }) {
  const router = useRouter();
  const [galat, setGalat] = useState<string | null>(null);
  const [sukses, setSukses] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);

  async function kirim(metode: "PUT" | "DELETE", berkas?: File) {
    setGalat(null); setSukses(null); setSibuk(true);
    try {
      const res = await fetch(`/api/admin/identitas/${jenis}`, { method: metode, body: berkas, headers: berkas ? { "content-type": berkas.type || "application/octet-stream" } : {}, cache: "no-store" });
      const isi = (await res.json().catch(() => null)) as { error?: string } | null;
      if (!res.ok) return setGalat(isi?.error ?? `Permintaan gagal (HTTP ${res.status}).`);
      setSukses(metode === "PUT" ? `${JUDUL[jenis]} diunggah.` : `${JUDUL[jenis]} dihapus; gambar bawaan dipakai lagi.`);
      router.refresh();
    } catch {
      setGalat("Tidak dapat menghubungi server. Periksa koneksi Anda.");
    } finally {
      setSibuk(false);
    }
  }

  function unggah(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget).get("berkas");
    if (!(f instanceof File) || f.size === 0) return setGalat("Pilih berkas gambar terlebih dahulu.");
    void kirim("PUT", f);
  }

  const id = `berkas-${jenis}`;
  return (
    <form className={css.formulir} onSubmit={unggah} aria-label={JUDUL[jenis]}>
      <div className={css.penuh}>
        <h3>{JUDUL[jenis]}</h3>
        {url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the Admin's own upload, same origin
          <img src={url} alt={`${JUDUL[jenis]} saat ini`} height={48} style={{ maxWidth: "12rem", objectFit: "contain", border: "1px solid var(--garis)" }} />
        ) : (
          <p className="redup">Belum diunggah: gambar bawaan dipakai.</p>
        )}
      </div>
      <label htmlFor={id} className={css.penuh}>
        Berkas PNG atau JPEG (maksimum {batas}, sisi ≤ 4096 piksel; SVG tidak diterima)
        <input id={id} name="berkas" type="file" accept="image/png,image/jpeg" />
      </label>
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk}>Unggah</button>
        {url ? (
          <button type="button" className="tombol-kecil" disabled={sibuk} onClick={() => void kirim("DELETE")}>
            Hapus
          </button>
        ) : null}
      </div>
      <div className={css.penuh}>
        <PesanForm galat={galat} sukses={sukses} />
      </div>
    </form>
  );
}
