import type { PengaturanCswAdmin } from "@/lib/admin/csw";
import css from "./admin.module.css";
import { ISIAN_CSW } from "@/lib/admin/label-csw";

type Eksternal = Extract<PengaturanCswAdmin, { penyedia: "external" }>;

/**
 * Spec 4.4 with an external provider: the identity from the CSW_* variables, read-only, beside what the provider's
 * own GetCapabilities shows, so a provider not yet restarted with new values (or one that ignores them) is visible.
 */
export function IdentitasCswEksternal({ p }: { p: Eksternal }) {
  const lapor = p.dilaporkanPenyedia;
  const urlLain = lapor.urlGetRecords && lapor.urlGetRecords.split("?")[0] !== lapor.urlPublik;
  return (
    <>
      <p className="pesan" role="note">
        {p.keterangan}
      </p>
      {!lapor.terjangkau ? (
        <p className="pesan pesan-galat" role="alert">
          Penyedia CSW eksternal tidak menjawab GetCapabilities, sehingga identitas yang ditampilkannya tidak dapat diperiksa.
        </p>
      ) : null}
      {urlLain ? (
        <p className="pesan pesan-galat" role="alert">
          GetCapabilities penyedia mengarahkan klien ke <code>{lapor.urlGetRecords}</code>, bukan ke <code>{lapor.urlPublik}</code>. Atur URL layanan
          penyedia (mis. <code>server.url</code> pycsw) ke alamat publik ini agar klien tetap melewati katalog ini.
        </p>
      ) : null}
      <div className={css.tabelBungkus}>
        <table className={css.tabel}>
          <caption className="visually-hidden">Identitas layanan CSW dari variabel lingkungan</caption>
          <thead>
            <tr>
              <th scope="col">Isian</th>
              <th scope="col">Variabel lingkungan</th>
              <th scope="col">Nilai</th>
              <th scope="col">Di GetCapabilities penyedia</th>
            </tr>
          </thead>
          <tbody>
            {ISIAN_CSW.map(([k, label]) => {
              const nilai = p[k];
              const dilapor = lapor.identitas?.[k] ?? null;
              const beda = lapor.identitas !== null && nilai !== null && nilai !== dilapor;
              return (
                <tr key={k}>
                  <th scope="row">{label}</th>
                  <td>
                    <code>{p.variabel[k]}</code>
                  </td>
                  <td>{nilai ?? <span className="redup">belum diatur</span>}</td>
                  <td>
                    {lapor.identitas === null ? <span className="redup">tidak diketahui</span> : (dilapor ?? <span className="redup">kosong</span>)}
                    {beda ? <strong className={css.buruk}> (berbeda: penyedia belum dimulai ulang?)</strong> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
