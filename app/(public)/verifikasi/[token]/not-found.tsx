import Link from "next/link";
import { BuktiLuring } from "@/components/BuktiLuring";
import s from "./page.module.css";

// A code that is malformed or unknown: the page still says "not valid", with HTTP 404 (notFound() in the page).
export default function VerifikasiTidakDitemukan() {
  return (
    <div className={s.wadah}>
      <section className={`${s.kartu} ${s.tidakSah}`} aria-labelledby="judul-verifikasi">
        <div className={s.kepala}>
          <span className={s.ikon} aria-hidden="true">✕</span>
          <h1 className={s.judul} id="judul-verifikasi">Dokumen tidak sah atau tidak ditemukan</h1>
        </div>
        <p className={s.penjelasan}>
          Kode pada alamat ini tidak utuh, salah ketik, atau tidak dikenal oleh GeoKatalog. Pindai ulang kode QR pada dokumen, atau salin seluruh tautan di bawahnya tanpa
          spasi. Bila tetap tidak ditemukan, dokumen ini mungkin bukan dokumen asli: jangan gunakan sebelum dipastikan kepada instansi penerbitnya.
        </p>
        <BuktiLuring />
        <p className={s.catatan}>
          <Link href="/katalog">Cari metadata di katalog</Link>
        </p>
      </section>
    </div>
  );
}
