import type { KualitasMetadata, StatusKualitas } from "@/lib/quality/get-kualitas";
import { formatTanggalWaktu } from "@/lib/web/format";

const NAMA = { qc: "QC (kendali mutu)", qe: "QE (evaluasi mutu)", qa: "QA (penjaminan mutu)" } as const;

const STATUS: Record<string, string> = {
  SIGNED: "Ditandatangani",
  PENDING: "Menunggu",
  DRAFT: "Draf",
  IN_PROGRESS: "Dalam proses",
  REJECTED: "Ditolak",
};

function Lencana({ s }: { s: StatusKualitas | null }) {
  if (!s) return <span className="lencana lencana-kosong">Belum ada</span>;
  const kelas = s.status === "SIGNED" ? (s.sesuai ? "lencana-lulus" : "lencana-gagal") : "lencana-proses";
  return (
    <span className={`lencana ${kelas}`}>
      {STATUS[s.status] ?? s.status}
      {s.status === "SIGNED" ? (s.sesuai ? " · sesuai" : " · tidak sesuai") : ""}
    </span>
  );
}

/**
 * A signed document's two public proofs: its verification page (what the PDF's QR code opens) and the PDF itself.
 * The PDF link is a route handler, so a plain <a>; the token is absent when it can no longer be derived.
 */
function Bukti({ id, tipe, s }: { id: string; tipe: "qc" | "qe" | "qa"; s: StatusKualitas }) {
  const nama = tipe.toUpperCase();
  return (
    <span className="kualitas-bukti">
      {s.signatureToken ? <a href={`/verifikasi/${s.signatureToken}`}>Verifikasi tanda tangan {nama}</a> : null}
      {s.signatureToken ? " · " : null}
      <a href={`/api/public/metadata/${id}/kualitas/${tipe}/pdf`} type="application/pdf">
        Unduh PDF {nama}
      </a>
    </span>
  );
}

/** QC, QE and QA status of a published record: badge, checks passed of total, when signed, and links to verify. */
export function LencanaKualitas({ id, kualitas }: { id: string; kualitas: KualitasMetadata }) {
  return (
    <ul className="kualitas">
      {(["qc", "qe", "qa"] as const).map((k) => {
        const s = kualitas[k];
        return (
          <li key={k}>
            <strong>{NAMA[k]}</strong> <Lencana s={s} />
            {s ? (
              <span className="kualitas-rinci">
                {s.passed} dari {s.total} pemeriksaan lulus
                {s.signedAt ? (
                  <>
                    {" "}· ditandatangani <time dateTime={s.signedAt}>{formatTanggalWaktu(s.signedAt)}</time>
                    {s.signatureMethod ? ` (${s.signatureMethod})` : ""}
                  </>
                ) : null}
                {s.uploadedDoc ? " · dokumen unggahan" : ""}
              </span>
            ) : null}
            {s?.status === "SIGNED" ? <Bukti id={id} tipe={k} s={s} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
