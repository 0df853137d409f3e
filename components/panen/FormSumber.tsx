"use client";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import css from "@/components/admin/admin.module.css";
import { PesanForm } from "@/components/admin/Isian";
import { kirimJson } from "@/components/admin/kirim-json";
import { apiPanen, type AreaPanen } from "@/lib/web/panen-api";
import { bacaFormSumber, galatDariDetail, perubahanSumber, type AwalSumber } from "@/lib/web/panen-form";
import { HasilTesKoneksi, type HasilTes } from "./HasilTes";
import { IsianSumber, type PilihanOrganisasi } from "./IsianSumber";
import p from "./panen.module.css";

/**
 * Create (no `awal`) or edit a harvest source. Errors sit next to their fields: the ones a person can be told at
 * once are found here, the rest come from the API's `detail`. "Tes koneksi" asks the source with what the form
 * holds (a saved source with untouched credentials is tested as stored, the password never reaching the page).
 */
export function FormSumber({ area, awal, organisasi }: { area: AreaPanen; awal?: AwalSumber & { id: string }; organisasi: PilihanOrganisasi }) {
  const router = useRouter();
  const api = apiPanen(area);
  const ref = useRef<HTMLFormElement>(null);
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [pesan, setPesan] = useState<{ galat?: string; sukses?: string }>({});
  const [tes, setTes] = useState<HasilTes | null>(null);
  const [sibuk, setSibuk] = useState<"simpan" | "tes" | null>(null);
  const organisasiTetap = organisasi.jenis === "tetap" ? organisasi.id : undefined;

  /** Show field errors and move the focus to the first one, so a keyboard or screen reader user lands on it. */
  function tampilkanGalat(g: Record<string, string>, ringkas: string) {
    setGalat(g);
    setPesan({ galat: ringkas });
    requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function baca(tes = false) {
    const h = bacaFormSumber(new FormData(ref.current!), { awal, organisasiTetap, tes });
    if (!h.ok) tampilkanGalat(h.galat, "Periksa isian yang ditandai.");
    return h.ok ? h.badan : null;
  }

  async function simpan(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setGalat({});
    setPesan({});
    const badan = baca();
    if (!badan) return;
    const kirim = awal ? perubahanSumber(awal, badan) : badan;
    if (awal && Object.keys(kirim).length === 0) return setPesan({ sukses: "Tidak ada perubahan." });
    setSibuk("simpan");
    const h = await kirimJson<{ id: string }>(awal ? api.satuSumber(awal.id) : api.sumber, awal ? "PATCH" : "POST", kirim);
    setSibuk(null);
    if (!h.ok) return tampilkanGalat(galatDariDetail(h.detail), h.pesan);
    if (!awal) return router.push(`/dashboard/panen/${h.data.id}`);
    // The credentials fields empty again: what was typed is stored (and never shown back).
    const f = ref.current!;
    for (const n of ["kredSandi", "kredHapus"]) {
      const el = f.elements.namedItem(n);
      if (!(el instanceof HTMLInputElement)) continue;
      if (el.type === "checkbox") el.checked = false;
      else el.value = "";
    }
    setPesan({ sukses: "Perubahan disimpan." });
    router.refresh();
  }

  async function uji() {
    setGalat({});
    setPesan({});
    setTes(null);
    const badan = baca(true);
    if (!badan) return;
    const sama = awal && ["jenis", "url", "batasan", "skemaKeluaran"].every((k) => !(k in perubahanSumber(awal, badan)));
    let masukan: unknown;
    if (awal?.kredensial && badan.kredensial === undefined) {
      // The stored password stays on the server: only the saved source can be tested with it.
      if (!sama) return tampilkanGalat({ kredSandi: "Ketik kata sandi lagi (atau simpan perubahan dahulu) untuk menguji alamat atau batasan yang baru." }, "Kata sandi tersimpan hanya dipakai untuk sumber yang tersimpan.");
      masukan = { sumberId: awal.id };
    } else {
      masukan = { jenis: badan.jenis, url: badan.url, batasan: badan.batasan, skemaKeluaran: badan.skemaKeluaran, ...(badan.kredensial ? { kredensial: badan.kredensial } : {}) };
    }
    setSibuk("tes");
    const h = await kirimJson<HasilTes>(api.tesKoneksi, "POST", masukan);
    setSibuk(null);
    if (!h.ok) return tampilkanGalat(galatDariDetail(h.detail), h.pesan);
    setTes(h.data);
  }

  return (
    <form ref={ref} className={css.formulir} onSubmit={simpan} noValidate aria-label={awal ? "Ubah sumber panen" : "Sumber panen baru"}>
      <IsianSumber awal={awal} organisasi={organisasi} galat={galat} />
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk !== null}>
          {awal ? "Simpan perubahan" : "Simpan sumber"}
        </button>
        <button type="button" className={p.tombolSekunder} onClick={uji} disabled={sibuk !== null}>
          {sibuk === "tes" ? "Menguji…" : "Tes koneksi"}
        </button>
      </div>
      <div className={css.penuh} aria-live="polite">
        {tes ? <HasilTesKoneksi hasil={tes} /> : null}
        <PesanForm galat={pesan.galat} sukses={pesan.sukses} />
      </div>
    </form>
  );
}
