import Link from "next/link";
import type { ReactNode } from "react";
import { DaftarTugas } from "@/components/dasbor/DaftarTugas";
import { can } from "@/lib/auth/permissions";
import { hitungMilikPerStatus } from "@/lib/metadata/kelola/hitung-per-status";
import { antreanPeriksa, antreanTinjau, ditolakSaya, drafSaya, terbitTerbaru } from "@/lib/metadata/kelola/tugas-beranda";
import { LABEL_STATUS } from "@/lib/web/dasbor/label-status";
import { waktuPermintaan } from "@/lib/web/dasbor/usia";
import { formatAngka } from "@/lib/web/format";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";
import css from "./dasbor.module.css";

export const metadata = { title: "Beranda" };

const BATAS = 5;
/** A producer's records past their hands: shown as one line of counts, only the states that hold some. */
const BERJALAN = ["QCQE_PROCESS", "REVIEW", "PUBLISHED", "PRIVATE"] as const;

const kosong = Promise.resolve(null);

/**
 * Dashboard home: what the user's role has to do. Checkers: records waiting for QC/QE, longest waiting first.
 * Reviewers: the review queue and what went out lately. Producers: their drafts, their rejections with the reason,
 * and a line of where the rest stand. An Admin holds every role's permissions and sees every block.
 */
export default async function BerandaDasbor() {
  const { ctx, sesi } = await sesiHalamanOrRedirect("/dashboard");
  const { peran, namaLengkap } = sesi.pengguna;
  const buat = can(peran, "metadata.buat");
  const [periksa, tinjau, terbit, draf, ditolak, milik] = await Promise.all([
    can(peran, "workflow.periksa") ? antreanPeriksa({ ctx, batas: BATAS }) : kosong,
    can(peran, "workflow.tinjau") ? antreanTinjau({ ctx, batas: BATAS }) : kosong,
    can(peran, "workflow.tinjau") ? terbitTerbaru({ ctx, batas: BATAS }) : kosong,
    buat ? drafSaya({ ctx, batas: BATAS }) : kosong,
    buat ? ditolakSaya({ ctx, batas: BATAS }) : kosong,
    buat ? hitungMilikPerStatus({ ctx }) : kosong,
  ]);
  // Rendered per request (the session decides everything), so "now" is the request's time.
  const sekarang = waktuPermintaan();
  const berjalan = milik ? BERJALAN.filter((s) => milik[s] > 0) : [];
  return (
    <>
      <h1>Selamat datang, {namaLengkap}</h1>
      {periksa ? (
        <Blok id="periksa" judul={`Menunggu QC/QE (${formatAngka(periksa.total)})`} semua={periksa.total > BATAS ? ["/dashboard/metadata?status=QCQE_PROCESS", "Lihat seluruh antrean QC/QE"] : null}>
          <DaftarTugas rekaman={periksa.records} waktu="menunggu" sekarang={sekarang} kosong="Tidak ada metadata yang menunggu pemeriksaan Anda." />
        </Blok>
      ) : null}
      {tinjau ? (
        <Blok id="tinjau" judul={`Menunggu tinjauan Anda (${formatAngka(tinjau.total)})`} semua={tinjau.total > BATAS ? ["/dashboard/metadata?status=REVIEW", "Lihat seluruh antrean tinjauan"] : null}>
          <DaftarTugas rekaman={tinjau.records} waktu="menunggu" sekarang={sekarang} kosong="Tidak ada metadata yang menunggu tinjauan." />
        </Blok>
      ) : null}
      {terbit ? (
        <Blok id="terbit" judul="Baru terbit" semua={terbit.total > BATAS ? ["/dashboard/metadata?status=PUBLISHED", `Lihat semua ${formatAngka(terbit.total)} metadata terbit`] : null}>
          <DaftarTugas rekaman={terbit.records} waktu="terbit" sekarang={sekarang} kosong="Organisasi Anda belum menerbitkan metadata." />
        </Blok>
      ) : null}
      {ditolak && ditolak.total > 0 ? (
        <Blok id="ditolak" judul={`Ditolak, perlu diperbaiki (${formatAngka(ditolak.total)})`} semua={ditolak.total > BATAS ? ["/dashboard/metadata?status=REJECTED", "Lihat semua yang ditolak"] : null}>
          <DaftarTugas rekaman={ditolak.records} waktu="diubah" sekarang={sekarang} kosong="" />
        </Blok>
      ) : null}
      {draf ? (
        <Blok id="draf" judul={`Draf Anda (${formatAngka(draf.total)})`} semua={draf.total > BATAS ? ["/dashboard/metadata?status=DRAFT", "Lihat semua draf"] : null}>
          <p>
            <Link href="/dashboard/metadata/baru">+ Buat metadata baru</Link>
          </p>
          <DaftarTugas rekaman={draf.records} waktu="diubah" sekarang={sekarang} kosong="Anda tidak memiliki draf." />
        </Blok>
      ) : null}
      {berjalan.length ? (
        <Blok id="berjalan" judul="Metadata Anda yang lain" semua={null}>
          <ul className={css.ringkas}>
            {berjalan.map((s) => (
              <li key={s}>
                <Link href={`/dashboard/metadata?status=${s}`}>
                  {LABEL_STATUS[s]}: {formatAngka(milik![s])}
                </Link>
              </li>
            ))}
          </ul>
        </Blok>
      ) : null}
    </>
  );
}

function Blok({ id, judul, semua, children }: { id: string; judul: string; semua: [string, string] | null; children: ReactNode }) {
  return (
    <section aria-labelledby={`judul-${id}`}>
      <h2 id={`judul-${id}`}>{judul}</h2>
      {children}
      {semua ? (
        <p>
          <Link href={semua[0]}>{semua[1]}</Link>
        </p>
      ) : null}
    </section>
  );
}
