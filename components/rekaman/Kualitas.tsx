import type { RekamanTampil } from "@/lib/web/rekaman-tampil";
import type { KualitasMetadata } from "@/lib/quality/get-kualitas";
import { formatTanggal } from "@/lib/web/format";
import { labelKode } from "@/lib/web/label";
import { LencanaKualitas } from "../LencanaKualitas";
import { Bagian, Baris } from "./Baris";

/** Lineage (statement, process steps, sources). */
export function BagianSilsilah({ d }: { d: RekamanTampil }) {
  const s = d.kualitasData?.silsilah;
  if (!s || (!s.pernyataan && s.langkahProses.length === 0 && s.sumber.length === 0)) return null;
  return (
    <Bagian id="silsilah" judul="Silsilah data">
      {s.pernyataan ? <p>{s.pernyataan}</p> : null}
      {s.langkahProses.length ? (
        <>
          <h3>Langkah proses</h3>
          <ol>
            {s.langkahProses.map((l, i) => (
              <li key={i}>
                {l.deskripsi}
                {l.tanggal ? (
                  <span className="redup">
                    {" "}(<time dateTime={l.tanggal}>{formatTanggal(l.tanggal)}</time>)
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {s.sumber.length ? (
        <>
          <h3>Sumber data</h3>
          <ul>
            {s.sumber.map((x, i) => (
              <li key={i}>{x.deskripsi}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Bagian>
  );
}

/** QC/QE/QA status badges (when given: the dashboard shows its own panels), then the ISO 19157 reports. */
export function BagianKualitas({ d, kualitas }: { d: RekamanTampil; kualitas?: KualitasMetadata }) {
  const laporan = d.kualitasData?.laporan ?? [];
  return (
    <Bagian id="kualitas" judul="Kualitas">
      {kualitas ? <LencanaKualitas id={d.id} kualitas={kualitas} /> : null}
      {laporan.length ? (
        <>
          <h3>Laporan kualitas data</h3>
          <ul className="laporan">
            {laporan.map((l, i) => (
              <li key={i}>
                <p className="laporan-judul">
                  {labelKode("DQ_ELEMEN", l.elemen)}{" "}
                  {l.kesesuaian ? <span className={`lencana ${l.kesesuaian.lulus ? "lencana-lulus" : "lencana-gagal"}`}>{l.kesesuaian.lulus ? "Lulus" : "Tidak lulus"}</span> : null}
                </p>
                <dl className="definisi">
                  <Baris label="Metode evaluasi">{l.metodeEvaluasi ? labelKode("METOD_EVALUASI", l.metodeEvaluasi) : undefined}</Baris>
                  <Baris label="Ukuran">{l.ukuran ? [l.ukuran.nama, l.ukuran.deskripsi].filter(Boolean).join(" — ") : undefined}</Baris>
                  <Baris label="Hasil">{l.hasil ? `${l.hasil.nilai}${l.hasil.satuan ? ` ${l.hasil.satuan}` : ""}` : undefined}</Baris>
                  <Baris label="Spesifikasi">{l.kesesuaian ? `${l.kesesuaian.spesifikasi}. ${l.kesesuaian.penjelasan}` : undefined}</Baris>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : kualitas ? null : (
        <p className="redup">Tidak ada laporan kualitas data ISO 19157.</p>
      )}
    </Bagian>
  );
}
