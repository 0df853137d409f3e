import Link from "next/link";
import { notFound } from "next/navigation";
import { AlasanPenolakan } from "@/components/dasbor/AlasanPenolakan";
import { LencanaStatus } from "@/components/dasbor/DaftarRekaman";
import { IsiDokumen } from "@/components/dasbor/kualitas/IsiDokumen";
import { PanelKualitas } from "@/components/dasbor/kualitas/PanelKualitas";
import { TabelPerbedaan } from "@/components/dasbor/TabelPerbedaan";
import { TombolTransisi } from "@/components/dasbor/TombolTransisi";
import { IsiRekaman } from "@/components/rekaman/IsiRekaman";
import { riwayatMetadataOrThrow } from "@/lib/audit/riwayat-metadata";
import { can } from "@/lib/auth/permissions";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow, getMetadataOrThrow, pengelola } from "@/lib/metadata/kelola";
import { getPerbedaanSalinanOrThrow } from "@/lib/metadata/perbedaan";
import { getDokumenOrThrow, getKualitasOrThrow } from "@/lib/quality";
import { aksiRekaman } from "@/lib/web/dasbor/aksi-rekaman";
import { propsPanel } from "@/lib/web/dasbor/data-panel";
import { labelAksi, labelPerpindahan, LABEL_DOKUMEN, LABEL_STATUS } from "@/lib/web/dasbor/label-status";
import { formatTanggalWaktu } from "@/lib/web/format";
import { FORMAT_XML, hrefXmlDasbor } from "@/lib/web/json-ld";
import { labelTipeData } from "@/lib/web/label";
import { konfigurasiPeta } from "@/lib/web/peta";
import { rekamanTampilDariDetail } from "@/lib/web/rekaman-tampil";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";
import { penolakanBerlaku } from "@/lib/workflow/penolakan";
import css from "../../dasbor.module.css";

export const metadata = { title: "Rekaman metadata" };

const TIPE = ["QC", "QE", "QA"] as const;

/**
 * A record's dashboard page: state and key facts; then the whole record read-only (the public page's sections,
 * for any status the reader may read, with a working copy's difference against its original first) beside the
 * workflow actions, the QC/QE/QA documents and panels, and the history. Checkers and reviewers read what they sign.
 */
export default async function HalamanRekaman({ params, searchParams }: { params: Promise<{ id: string }>; searchParams?: Promise<{ tersimpan?: string }> }) {
  const { id } = await params;
  const baruTersimpan = (await searchParams)?.tersimpan === "1";
  const { ctx, sesi } = await sesiHalamanOrRedirect(`/dashboard/metadata/${id}`);
  const { peran } = sesi.pengguna;
  let r;
  try {
    r = await getMetadataOrThrow({ ctx, id });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) notFound();
    throw e;
  }
  // Everyone who may read the record reads its quality documents (the qcqe GET's rule): owners see the findings.
  const [kualitas, riwayat, dok, perbedaan, penolakan] = await Promise.all([
    getKualitasOrThrow({ ctx, id }),
    riwayatMetadataOrThrow({ ctx, id }),
    Promise.all(TIPE.map((t) => getDokumenOrThrow({ ctx, id, tipe: t }))),
    r.salinanDari ? getPerbedaanSalinanOrThrow({ ctx, id }) : null,
    r.status === "REJECTED" || r.status === "DRAFT" ? penolakanBerlaku(ctx.db, [id]).then((m) => m.get(id)) : undefined,
  ]);
  const bolehUbah = pengelola(aktorPenggunaOrThrow(ctx), { pemilikId: r.pemilik.id, organisasiId: r.organisasi.id });
  const { uid, org } = { uid: sesi.pengguna.id, org: sesi.pengguna.organisasiId };
  // Who may work on which document now (a hint; the qcqe services decide and their message is shown).
  const kerja = { QC: r.status === "QCQE_PROCESS" && can(peran, "workflow.periksa") && r.pemilik.id !== uid, QE: false, QA: r.status === "REVIEW" && can(peran, "workflow.tinjau") && r.organisasi.id === org };
  kerja.QE = kerja.QC;
  const identifikasi = r.dokumen.identifikasi;
  return (
    <>
      <p><Link href="/dashboard/metadata">‹ Daftar metadata</Link></p>
      <h1>{identifikasi.judul}</h1>
      <p><LencanaStatus status={r.status} /> {r.salinanDari ? <>Salinan kerja dari <Link href={`/dashboard/metadata/${r.salinanDari}`}>rekaman terbit</Link></> : null}</p>
      {baruTersimpan ? <p className={css.tersimpan} role="status">Tersimpan sebagai draf.</p> : null}
      {penolakan ? <AlasanPenolakan p={penolakan} ditolak={r.status === "REJECTED"} /> : null}
      <dl className={css.fakta}>
        <dt>Status</dt><dd>{LABEL_STATUS[r.status]} (versi {r.versi})</dd>
        <dt>Organisasi</dt><dd>{r.organisasi.nama} ({r.organisasi.kode})</dd>
        <dt>Pemilik</dt><dd>{r.pemilik.namaLengkap}</dd>
        <dt>Tipe data</dt><dd>{labelTipeData(r.dokumen.identifikasi.tipeData ?? "")}</dd>
        <dt>Diubah</dt><dd>{formatTanggalWaktu(r.updatedAt)}</dd>
        {r.publishedAt ? (<><dt>Terbit pertama</dt><dd>{formatTanggalWaktu(r.publishedAt)}</dd></>) : null}
      </dl>
      <p>
        {[
          r.status === "DRAFT" && bolehUbah ? <Link key="ubah" href={`/dashboard/metadata/${id}/ubah`}>Ubah metadata</Link> : null,
          r.status === "PUBLISHED" ? <Link key="publik" href={`/katalog/${id}`}>Lihat di katalog publik</Link> : null,
          r.salinanKerja ? <Link key="salinan" href={`/dashboard/metadata/${r.salinanKerja}`}>Buka salinan kerja</Link> : null,
        ]
          .filter(Boolean)
          .flatMap((el, i) => (i ? [" · ", el] : [el]))}
      </p>
      <p>
        XML:{" "}
        {FORMAT_XML.map((f, i) => (
          <span key={f.kode}>
            {i ? " · " : ""}
            <a href={hrefXmlDasbor(id, f.kode)} download>{f.label}</a>
          </span>
        ))}
      </p>
      <div className={css.tinjau}>
        <article className="rekaman" aria-label="Isi metadata">
          {perbedaan ? <TabelPerbedaan p={perbedaan} /> : null}
          <IsiRekaman d={rekamanTampilDariDetail(r)} peta={konfigurasiPeta()} xml="dasbor" />
        </article>
        <div>
          <section aria-labelledby="judul-aksi">
            <h2 id="judul-aksi">Tindakan</h2>
            {aksiRekaman(r, sesi).map((a) => <TombolTransisi key={a.kunci} label={a.label} url={a.url} badan={a.badan} perluAlasan={a.perluAlasan} penjelasan={a.penjelasan} />)}
            {aksiRekaman(r, sesi).length === 0 ? <p className="redup">Tidak ada tindakan alur kerja untuk Anda pada status ini.</p> : null}
          </section>
          <section aria-labelledby="judul-kualitas">
            <h2 id="judul-kualitas">Kualitas (QC, QE, QA)</h2>
            {TIPE.map((t, i) => {
              const s = kualitas[t.toLowerCase() as "qc" | "qe" | "qa"];
              const d = dok[i]!;
              return (
                <section key={t} aria-labelledby={`judul-${t}`} className={css.dokumen}>
                  <h3 id={`judul-${t}`}>{t}: {s ? `${LABEL_DOKUMEN[s.status] ?? s.status} · ${s.passed}/${s.total} lulus · ${s.sesuai ? "sesuai" : "belum sesuai"}` : "belum ada dokumen"}</h3>
                  <IsiDokumen id={id} tipe={t} d={d.dokumen} s={s} />
                  {kerja[t] ? <PanelKualitas {...propsPanel(id, t, d, r.salinanDari)} /> : null}
                </section>
              );
            })}
          </section>
          <section aria-labelledby="judul-riwayat">
            <h2 id="judul-riwayat">Riwayat</h2>
            {riwayat.length === 0 ? <p className="redup">Belum ada riwayat.</p> : (
              <ol className={css.daftar} reversed>
                {riwayat.map((e) => (
                  <li key={e.id}>
                    <strong>{e.tipeDokumen ? `${e.tipeDokumen}: ` : ""}{labelAksi(e.aksi)}</strong>
                    <span className={css.meta}>{formatTanggalWaktu(e.waktu)} · {e.pelaku ?? "Sistem"}{e.dari && e.ke && e.dari !== e.ke ? ` · ${labelPerpindahan(e.dari, e.ke, Boolean(e.tipeDokumen))}` : ""}</span>
                    {e.catatan ? <span>Catatan: {e.catatan}</span> : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
