import Link from "next/link";
import css from "@/components/admin/admin.module.css";
import { LABEL_JENIS } from "@/lib/panen/jenis";
import type { SumberDto } from "@/lib/panen/sumber";
import { formatAngka, formatTanggalWaktu } from "@/lib/web/format";
import { jalanAktif, LABEL_KEADAAN_JALAN, LABEL_KESEHATAN } from "@/lib/web/panen-tampil";
import p from "./panen.module.css";

function JalanTerakhir({ s }: { s: SumberDto }) {
  const j = s.jalanTerakhir;
  if (!j) return <>—</>;
  const kapan = j.selesaiAt ?? j.mulaiAt ?? j.dibuatAt;
  return (
    <>
      <Link href={`/dashboard/panen/jalan/${j.id}`}>{LABEL_KEADAAN_JALAN[j.keadaan] ?? j.keadaan}</Link>
      {jalanAktif(j.keadaan) ? ` · ${formatAngka(j.dilihat)}${j.total ? ` dari ${formatAngka(j.total)}` : ""} rekaman` : ` · ${formatTanggalWaktu(kapan)}`}
      {!jalanAktif(j.keadaan) && j.ditolak ? ` · ${formatAngka(j.ditolak)} ditolak` : null}
    </>
  );
}

function Berikutnya({ s }: { s: SumberDto }) {
  if (!s.aktif) return <>nonaktif</>;
  if (s.jadwal.jenis === "manual") return <>manual</>;
  return <>{s.berikutnyaAt ? formatTanggalWaktu(s.berikutnyaAt) : "—"} <span className="bantuan">({s.jadwalLabel})</span></>;
}

/** The sources page's table: each source's last run, next run and health; the organisation column for an Admin. */
export function TabelSumber({ sumber, denganOrganisasi }: { sumber: SumberDto[]; denganOrganisasi: boolean }) {
  return (
    <div className={css.tabelBungkus}>
      <table className={css.tabel}>
        <caption className="visually-hidden">Daftar sumber panen</caption>
        <thead>
          <tr>
            <th scope="col">Nama</th>
            <th scope="col">Jenis</th>
            {denganOrganisasi ? <th scope="col">Organisasi</th> : null}
            <th scope="col">Jalan terakhir</th>
            <th scope="col">Jalan berikutnya</th>
            <th scope="col">Kesehatan</th>
          </tr>
        </thead>
        <tbody>
          {sumber.map((s) => (
            <tr key={s.id}>
              <td>
                <Link href={`/dashboard/panen/${s.id}`}>{s.nama}</Link>
                <br />
                <span className={`bantuan ${p.url}`}>{s.url}</span>
              </td>
              <td>{LABEL_JENIS[s.jenis] ?? s.jenis}</td>
              {denganOrganisasi ? <td>{s.organisasiNama}</td> : null}
              <td><JalanTerakhir s={s} /></td>
              <td><Berikutnya s={s} /></td>
              <td>
                <span className={p.kesehatan} data-nilai={s.kesehatan}>{LABEL_KESEHATAN[s.kesehatan] ?? s.kesehatan}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
