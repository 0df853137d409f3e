"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { kirimApi } from "./kirim-api";

/** "Ajukan untuk QC/QE" → "ajukan untuk QC/QE": only the first letter, so abbreviations keep their case. */
const awalKecil = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

type Props = { label: string; url: string; badan?: Record<string, unknown>; perluAlasan?: boolean; penjelasan: string };

/**
 * One workflow action behind a confirmation step: the first press opens the confirmation (with a required reason
 * for rejections), the second sends it; the API's message (e.g. a 409) is shown as it is.
 */
export function TombolTransisi({ label, url, badan, perluAlasan = false, penjelasan }: Props) {
  const router = useRouter();
  const id = useId();
  const [buka, setBuka] = useState(false);
  const [alasan, setAlasan] = useState("");
  const [sibuk, setSibuk] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  async function kirim(e: React.FormEvent) {
    e.preventDefault();
    setSibuk(true);
    setGalat(null);
    const h = await kirimApi(url, "POST", { ...badan, ...(alasan.trim() ? { catatan: alasan.trim() } : {}) });
    setSibuk(false);
    if (!h.ok) return setGalat(h.pesan);
    setBuka(false);
    router.refresh();
  }
  if (!buka) {
    return (
      <button type="button" className="tombol-kecil" onClick={() => setBuka(true)}>
        {label}
      </button>
    );
  }
  return (
    <form onSubmit={kirim} aria-labelledby={`${id}-judul`} style={{ border: "1px solid var(--garis)", borderRadius: 8, padding: "0.75rem", margin: "0.5rem 0", display: "grid", gap: "0.5rem" }}>
      <strong id={`${id}-judul`}>Konfirmasi: {label}</strong>
      <p>{penjelasan}</p>
      <label>
        {perluAlasan ? "Alasan (wajib)" : "Catatan (opsional)"}
        <textarea name="catatan" value={alasan} onChange={(e) => setAlasan(e.target.value)} required={perluAlasan} rows={3} maxLength={5000} style={{ width: "100%" }} />
      </label>
      {galat ? <p role="alert" style={{ color: "var(--merah)" }}>{galat}</p> : null}
      <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
        <button type="submit" disabled={sibuk}>{sibuk ? "Memproses…" : `Ya, ${awalKecil(label)}`}</button>
        <button type="button" className="tombol-kecil" onClick={() => setBuka(false)}>
          Batal
        </button>
      </div>
    </form>
  );
}
