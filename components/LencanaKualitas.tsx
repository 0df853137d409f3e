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

/** QC, QE and QA status of a record: badge, checks passed of total, and when it was signed. */
export function LencanaKualitas({ kualitas }: { kualitas: KualitasMetadata }) {
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
          </li>
        );
      })}
    </ul>
  );
}
