import type { ReactNode } from "react";
import css from "./admin.module.css";

/** A labelled field with its 400 message under it, tied by aria-describedby. */
export function Isian({ nama, label, galat, children, penuh }: { nama: string; label: string; galat?: string; children: ReactNode; penuh?: boolean }) {
  return (
    <label className={penuh ? css.penuh : undefined} htmlFor={`isian-${nama}`}>
      {label}
      {children}
      {galat ? (
        <span id={`galat-${nama}`} className={css.galatIsian}>
          {galat}
        </span>
      ) : null}
    </label>
  );
}

/** Props for an input inside <Isian>: id, name and the error link. */
export const atributIsian = (nama: string, galat?: string) => ({
  id: `isian-${nama}`,
  name: nama,
  "aria-invalid": galat ? true : undefined,
  "aria-describedby": galat ? `galat-${nama}` : undefined,
});

/** The form's outcome line: an alert for errors, a status for success. */
export function PesanForm({ galat, sukses }: { galat?: string | null; sukses?: string | null }) {
  if (galat) return <p className="pesan pesan-galat" role="alert">{galat}</p>;
  if (sukses) return <p className="pesan" role="status">{sukses}</p>;
  return null;
}
