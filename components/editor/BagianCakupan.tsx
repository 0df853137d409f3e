"use client";

import { useCallback, useMemo } from "react";
import { Butir, Isian, Ulang } from "./Bidang";
import { useEditor } from "./konteks";
import { PetaEditor } from "./PetaEditor";

const BATAS = [
  { k: "utara", label: "Utara (lintang)" },
  { k: "selatan", label: "Selatan (lintang)" },
  { k: "barat", label: "Barat (bujur)" },
  { k: "timur", label: "Timur (bujur)" },
] as const;

/** Extent: a box (map or four numbers), a time range and named regions, a province filling in its box. */
export function BagianCakupan({ tileUrl, atribusi }: { tileUrl: string | null; atribusi: string }) {
  const { form, ubah, pilihan } = useEditor();
  const c = form.cakupan;
  const kotak = useMemo(() => {
    const [b, t, s, u] = [c.barat, c.timur, c.selatan, c.utara].map((x) => (x.trim() === "" ? NaN : Number(x)));
    return [b, t, s, u].every((x) => Number.isFinite(x)) && s! <= u! && b! <= t! ? { barat: b!, timur: t!, selatan: s!, utara: u! } : null;
  }, [c.barat, c.timur, c.selatan, c.utara]);
  const gambar = useCallback((k: Record<"barat" | "timur" | "selatan" | "utara", string>) => ubah((f) => void Object.assign(f.cakupan, k)), [ubah]);

  const tambahProvinsi = (kode: string) => {
    const p = pilihan.PROVINSI.find((x) => x.kode === kode);
    if (!p) return;
    ubah((f) => {
      if (!f.cakupan.wilayah.some((w) => w.kode === p.kode)) f.cakupan.wilayah.push({ kode: p.kode, nama: p.label });
      // The first province gives the box when none is set yet; the producer can still refine it.
      if (!f.cakupan.barat && !f.cakupan.timur && !f.cakupan.selatan && !f.cakupan.utara) {
        Object.assign(f.cakupan, { barat: String(p.bbox.barat), timur: String(p.bbox.timur), selatan: String(p.bbox.selatan), utara: String(p.bbox.utara) });
      }
    });
  };

  return (
    <section className="ed-bagian" aria-labelledby="judul-cakupan" id="cakupan">
      <h2 id="judul-cakupan">Cakupan</h2>
      <Ulang kunci="cakupan.bbox" label="Kotak batas (WGS 84)" wajib tambah={() => ubah((f) => void Object.assign(f.cakupan, { barat: "", timur: "", selatan: "", utara: "" }))} labelTambah="Kosongkan kotak" bantuan="Derajat desimal; tanda minus untuk lintang selatan. Contoh Pulau Jawa: utara -5.8, selatan -8.8, barat 105.1, timur 114.6.">
        <PetaEditor kotak={kotak} tileUrl={tileUrl} atribusi={atribusi} onGambar={gambar} />
        <div className="ed-kisi">
          {BATAS.map((b) => (
            <Isian key={b.k} kunci={`cakupan.bbox.${b.k}`} label={b.label} tipe="number" wajib nilai={c[b.k]} onUbah={(v) => ubah((f) => void (f.cakupan[b.k] = v))} />
          ))}
        </div>
      </Ulang>
      <div className="ed-kisi">
        <Isian kunci="cakupan.temporal.mulai" label="Periode mulai" tipe="date" nilai={c.mulai} onUbah={(v) => ubah((f) => void (f.cakupan.mulai = v))} />
        <Isian kunci="cakupan.temporal.selesai" label="Periode selesai" tipe="date" nilai={c.selesai} onUbah={(v) => ubah((f) => void (f.cakupan.selesai = v))} />
      </div>
      <Ulang kunci="cakupan.wilayah" label="Wilayah" tambah={() => ubah((f) => void f.cakupan.wilayah.push({ kode: "", nama: "" }))} labelTambah="Tambah wilayah lain">
        <label className="ed-bidang">
          Tambah provinsi
          <select value="" onChange={(e) => tambahProvinsi(e.target.value)}>
            <option value="">— pilih provinsi —</option>
            {pilihan.PROVINSI.map((p) => (
              <option key={p.kode} value={p.kode}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        {c.wilayah.map((w, n) => (
          <Butir key={n} judul={`Wilayah ${n + 1}`} hapus={() => ubah((f) => void f.cakupan.wilayah.splice(n, 1))}>
            <div className="ed-kisi">
              <Isian kunci={`cakupan.wilayah.${n}.nama`} label="Nama" wajib nilai={w.nama} onUbah={(v) => ubah((f) => void (f.cakupan.wilayah[n]!.nama = v))} />
              <Isian kunci={`cakupan.wilayah.${n}.kode`} label="Kode (BPS)" nilai={w.kode} onUbah={(v) => ubah((f) => void (f.cakupan.wilayah[n]!.kode = v))} />
            </div>
          </Butir>
        ))}
      </Ulang>
    </section>
  );
}
