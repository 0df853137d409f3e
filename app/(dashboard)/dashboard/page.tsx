import Link from "next/link";
import { DaftarRekaman } from "@/components/dasbor/DaftarRekaman";
import { can } from "@/lib/auth/permissions";
import { listMetadata } from "@/lib/metadata/kelola";
import { hitungMilikPerStatus } from "@/lib/metadata/kelola/hitung-per-status";
import { STATUS_METADATA } from "@/lib/metadata/kode";
import { formatAngka } from "@/lib/web/format";
import { LABEL_STATUS } from "@/lib/web/dasbor/label-status";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";
import css from "./dasbor.module.css";

export const metadata = { title: "Beranda" };

const ANTREAN = 5;

/** Dashboard home: the user's own records by state, then the queues their role works on. */
export default async function BerandaDasbor() {
  const { ctx, sesi } = await sesiHalamanOrRedirect("/dashboard");
  const { peran, namaLengkap } = sesi.pengguna;
  const periksa = can(peran, "workflow.periksa");
  const tinjau = can(peran, "workflow.tinjau");
  const [milik, qc, tinjauan] = await Promise.all([
    hitungMilikPerStatus({ ctx }),
    periksa ? listMetadata({ ctx, input: { status: "QCQE_PROCESS", page: 1, pageSize: ANTREAN } }) : null,
    tinjau ? listMetadata({ ctx, input: { status: "REVIEW", page: 1, pageSize: ANTREAN } }) : null,
  ]);
  return (
    <>
      <h1>Selamat datang, {namaLengkap}</h1>
      <section aria-labelledby="judul-milik">
        <h2 id="judul-milik">Metadata saya</h2>
        <ul className={css.kartuGrid}>
          {STATUS_METADATA.map((s) => (
            <li key={s}>
              <Link href={`/dashboard/metadata?status=${s}`} aria-label={`${LABEL_STATUS[s]}: ${milik[s]} metadata`}>
                <strong>{formatAngka(milik[s])}</strong>
                {LABEL_STATUS[s]}
              </Link>
            </li>
          ))}
        </ul>
        {can(peran, "metadata.buat") ? (
          <p>
            <Link href="/dashboard/metadata/baru">+ Buat metadata baru</Link>
          </p>
        ) : null}
      </section>
      {qc ? (
        <section aria-labelledby="judul-qc">
          <h2 id="judul-qc">Antrean QC/QE ({formatAngka(qc.total)})</h2>
          <DaftarRekaman rekaman={qc.records} kosong="Tidak ada metadata yang menunggu pemeriksaan." />
          {qc.total > ANTREAN ? <Link href="/dashboard/metadata?status=QCQE_PROCESS">Lihat semua antrean QC/QE</Link> : null}
        </section>
      ) : null}
      {tinjauan ? (
        <section aria-labelledby="judul-tinjau">
          <h2 id="judul-tinjau">Antrean tinjauan ({formatAngka(tinjauan.total)})</h2>
          <DaftarRekaman rekaman={tinjauan.records} kosong="Tidak ada metadata yang menunggu tinjauan." />
          {tinjauan.total > ANTREAN ? <Link href="/dashboard/metadata?status=REVIEW">Lihat semua antrean tinjauan</Link> : null}
        </section>
      ) : null}
    </>
  );
}
