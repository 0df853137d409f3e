"use client";

import type { ItemReferensi } from "@/lib/metadata/kode";
import { idBidang, idPesan } from "@/lib/web/editor/galat";
import { useEditor } from "./konteks";

type Dasar = { kunci: string; label: string; wajib?: boolean; bantuan?: string };

/** aria attributes linking a field to its help and its messages. */
function useAria(kunci: string, bantuan?: string) {
  const pesan = useEditor().galat[kunci] ?? [];
  const dijelaskan = [bantuan ? `${idBidang(kunci)}-bantuan` : null, pesan.length ? idPesan(kunci) : null].filter(Boolean).join(" ");
  return { pesan, aria: { "aria-invalid": pesan.length > 0 || undefined, "aria-describedby": dijelaskan || undefined, "data-kunci": kunci } };
}

export function Pesan({ kunci, bantuan, pesan }: { kunci: string; bantuan?: string; pesan: string[] }) {
  return (
    <>
      {bantuan ? (
        <span className="bantuan" id={`${idBidang(kunci)}-bantuan`}>
          {bantuan}
        </span>
      ) : null}
      {pesan.length ? (
        // One line per message: two sentences run together read as one garbled message.
        <span className="ed-galat" id={idPesan(kunci)}>
          {pesan.map((p) => (
            <span key={p} className="ed-galat-baris">
              {p}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}

const Label = ({ label, wajib }: { label: string; wajib?: boolean }) => (
  <>
    {label}
    {wajib ? <span className="ed-wajib"> (wajib)</span> : null}
  </>
);

/** A text, number, date, e-mail or URL input, or a textarea when `baris` is given. */
export function Isian({ kunci, label, wajib, bantuan, nilai, onUbah, tipe = "text", baris }: Dasar & { nilai: string; onUbah: (v: string) => void; tipe?: string; baris?: number }) {
  const { pesan, aria } = useAria(kunci, bantuan);
  const umum = { id: idBidang(kunci), value: nilai, required: wajib, ...aria };
  return (
    <label className="ed-bidang">
      <Label label={label} wajib={wajib} />
      {baris ? (
        <textarea {...umum} rows={baris} onChange={(e) => onUbah(e.target.value)} />
      ) : (
        <input {...umum} type={tipe} inputMode={tipe === "number" ? "decimal" : undefined} step={tipe === "number" ? "any" : undefined} onChange={(e) => onUbah(e.target.value)} />
      )}
      <Pesan kunci={kunci} bantuan={bantuan} pesan={pesan} />
    </label>
  );
}

/** A select over a code list; `kosong` adds a "not stated" option for optional fields. */
export function Pilih({ kunci, label, wajib, bantuan, nilai, onUbah, daftar, kosong }: Dasar & { nilai: string; onUbah: (v: string) => void; daftar: ItemReferensi[]; kosong?: string }) {
  const { pesan, aria } = useAria(kunci, bantuan);
  return (
    <label className="ed-bidang">
      <Label label={label} wajib={wajib} />
      <select id={idBidang(kunci)} value={nilai} required={wajib} onChange={(e) => onUbah(e.target.value)} {...aria}>
        {kosong !== undefined || !nilai ? <option value="">{kosong ?? "— pilih —"}</option> : null}
        {daftar.map((i) => (
          <option key={i.kode} value={i.kode}>
            {i.label}
          </option>
        ))}
      </select>
      <Pesan kunci={kunci} bantuan={bantuan} pesan={pesan} />
    </label>
  );
}

/** Several codes from a list as checkboxes: a fieldset, so the group is announced with its legend. */
export function PilihBanyak({ kunci, label, wajib, bantuan, nilai, onUbah, daftar }: Dasar & { nilai: string[]; onUbah: (v: string[]) => void; daftar: ItemReferensi[] }) {
  const { pesan, aria } = useAria(kunci, bantuan);
  return (
    <fieldset className="ed-grup" id={idBidang(kunci)} tabIndex={-1} aria-describedby={aria["aria-describedby"]} data-kunci={kunci}>
      <legend>
        <Label label={label} wajib={wajib} />
      </legend>
      <Pesan kunci={kunci} bantuan={bantuan} pesan={pesan} />
      <div className="ed-centang">
        {daftar.map((i) => (
          <label key={i.kode}>
            <input type="checkbox" checked={nilai.includes(i.kode)} onChange={(e) => onUbah(e.target.checked ? [...nilai, i.kode] : nilai.filter((k) => k !== i.kode))} />
            {i.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A repeatable group's frame: its messages (e.g. "at least one") and an add button. */
export function Ulang({ kunci, label, wajib, bantuan, tambah, labelTambah, children }: Dasar & { tambah: () => void; labelTambah: string; children: React.ReactNode }) {
  const pesan = useEditor().galat[kunci] ?? [];
  return (
    <fieldset className="ed-grup" id={idBidang(kunci)} tabIndex={-1} data-kunci={kunci} aria-describedby={pesan.length ? idPesan(kunci) : undefined}>
      <legend>
        <Label label={label} wajib={wajib} />
      </legend>
      <Pesan kunci={kunci} bantuan={bantuan} pesan={pesan} />
      {children}
      <button type="button" className="tombol-kecil" onClick={tambah}>
        {labelTambah}
      </button>
    </fieldset>
  );
}

/** One item of a repeatable group with its remove button (named, so screen readers say which item goes). */
export function Butir({ judul, hapus, children }: { judul: string; hapus: () => void; children: React.ReactNode }) {
  return (
    <div className="ed-butir" role="group" aria-label={judul}>
      <div className="ed-butir-kepala">
        <strong>{judul}</strong>
        <button type="button" className="tombol-kecil ed-hapus" onClick={hapus} aria-label={`Hapus ${judul.toLowerCase()}`}>
          Hapus
        </button>
      </div>
      {children}
    </div>
  );
}
