"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import css from "./admin.module.css";
import { atributIsian, Isian, PesanForm } from "./Isian";
import { kirimJson } from "./kirim-json";

export type OrganisasiForm = {
  id: string; kode: string; nama: string; singkatan: string | null; jenis: string | null; tingkat: string;
  kodeWilayah: string | null; kota: string | null; allowLintasOrgReviewer: boolean; aktif: boolean;
};
type Lintas = { draft: number; pending: number; total: number };

const OPSIONAL = ["singkatan", "jenis", "kodeWilayah", "kota"] as const;

/** Create (no `awal`) or edit an organisation; switching cross-organisation checking off runs the spec 2.9 check first. */
export function FormOrganisasi({ awal }: { awal?: OrganisasiForm }) {
  const router = useRouter();
  const [galat, setGalat] = useState<string | null>(null);
  const [sukses, setSukses] = useState<string | null>(null);
  const [detail, setDetail] = useState<Record<string, string>>({});
  const [lintas, setLintas] = useState<Lintas | null>(null);
  const [paksa, setPaksa] = useState(false);
  const [sibuk, setSibuk] = useState(false);

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const teks = (n: string) => String(f.get(n) ?? "").trim();
    const body: Record<string, unknown> = { kode: teks("kode"), nama: teks("nama"), tingkat: teks("tingkat"), allowLintasOrgReviewer: f.get("allowLintasOrgReviewer") === "on" };
    for (const n of OPSIONAL) body[n] = teks(n) || (awal ? null : undefined);
    if (awal) body.aktif = f.get("aktif") === "on";
    setGalat(null); setSukses(null); setDetail({}); setSibuk(true);
    try {
      // Switching off while other organisations' checkers hold active items needs the counts shown and "paksa" ticked.
      if (awal?.allowLintasOrgReviewer && body.allowLintasOrgReviewer === false && !paksa) {
        const cek = await kirimJson<Lintas>(`/api/admin/organisasi/lintas-org-check?organisasiId=${awal.id}`, "GET");
        if (!cek.ok) return setGalat(cek.pesan);
        if (cek.data.total > 0) {
          setLintas(cek.data);
          return setGalat("Pemeriksaan lintas organisasi masih berjalan. Centang konfirmasi \"paksa\" untuk tetap mematikannya.");
        }
      }
      if (awal && paksa) body.paksa = true;
      const h = await kirimJson<OrganisasiForm>(awal ? `/api/admin/organisasi/${awal.id}` : "/api/admin/organisasi", awal ? "PATCH" : "POST", body);
      if (!h.ok) {
        setDetail(h.detail);
        setGalat(h.status === 409 ? `Konflik: ${h.pesan}` : h.pesan);
        return;
      }
      setLintas(null); setPaksa(false);
      setSukses(awal ? "Perubahan disimpan." : `Organisasi ${h.data.kode} dibuat.`);
      if (!awal) form.reset();
      router.refresh();
    } finally {
      setSibuk(false);
    }
  }

  const a = (n: string) => atributIsian(n, detail[n]);
  return (
    <form className={css.formulir} onSubmit={kirim} noValidate>
      <Isian nama="kode" label="Kode (huruf besar, angka, tanda hubung)" galat={detail.kode}>
        <input {...a("kode")} defaultValue={awal?.kode} required autoComplete="off" />
      </Isian>
      <Isian nama="nama" label="Nama" galat={detail.nama}>
        <input {...a("nama")} defaultValue={awal?.nama} required />
      </Isian>
      <Isian nama="singkatan" label="Singkatan" galat={detail.singkatan}>
        <input {...a("singkatan")} defaultValue={awal?.singkatan ?? ""} />
      </Isian>
      <Isian nama="jenis" label="Jenis instansi" galat={detail.jenis}>
        <input {...a("jenis")} defaultValue={awal?.jenis ?? ""} />
      </Isian>
      <Isian nama="tingkat" label="Tingkat" galat={detail.tingkat}>
        <select {...a("tingkat")} defaultValue={awal?.tingkat ?? "pusat"}>
          <option value="pusat">Pusat</option>
          <option value="provinsi">Provinsi</option>
        </select>
      </Isian>
      <Isian nama="kodeWilayah" label="Kode provinsi BPS (2 angka)" galat={detail.kodeWilayah}>
        <input {...a("kodeWilayah")} defaultValue={awal?.kodeWilayah ?? ""} inputMode="numeric" />
      </Isian>
      <Isian nama="kota" label="Kota" galat={detail.kota}>
        <input {...a("kota")} defaultValue={awal?.kota ?? ""} />
      </Isian>
      <div className={css.penuh}>
        <label className={css.centang}>
          <input type="checkbox" name="allowLintasOrgReviewer" defaultChecked={awal?.allowLintasOrgReviewer ?? false} onChange={() => { setLintas(null); setPaksa(false); }} />
          Izinkan pemeriksa dari organisasi lain (allowLintasOrgReviewer)
        </label>
        {awal ? (
          <label className={css.centang}>
            <input type="checkbox" name="aktif" defaultChecked={awal.aktif} /> Organisasi aktif
          </label>
        ) : null}
      </div>
      {lintas ? (
        <div className={`pesan ${css.penuh}`} role="alert">
          <p>
            Masih ada <strong>{lintas.total}</strong> butir QC/QE aktif dari pemeriksa organisasi lain: {lintas.draft} draf, {lintas.pending} menunggu tanda tangan.
            Jika dimatikan, pemeriksa tersebut tidak dapat menyelesaikannya.
          </p>
          <label className={css.centang}>
            <input type="checkbox" checked={paksa} onChange={(e) => setPaksa(e.target.checked)} /> Saya mengerti; tetap matikan (paksa)
          </label>
        </div>
      ) : null}
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk}>{awal ? "Simpan perubahan" : "Buat organisasi"}</button>
      </div>
      <div className={css.penuh}>
        <PesanForm galat={galat} sukses={sukses} />
      </div>
    </form>
  );
}
