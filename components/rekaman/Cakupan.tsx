import type { RekamanTampil } from "@/lib/web/rekaman-tampil";
import { lapisanPratinjau } from "@/lib/web/akses-data";
import { formatBujur, formatLintang, formatTanggal } from "@/lib/web/format";
import type { KonfigurasiPeta } from "@/lib/web/peta";
import { PetaKotak } from "../peta/PetaKotak";
import { PetaSvg } from "../peta/PetaSvg";
import { Bagian, Baris } from "./Baris";

/** Spatial extent (map with the record's WMS layers, and the four bounds as text), time span and named regions. */
export function BagianCakupan({ d, peta }: { d: RekamanTampil; peta: KonfigurasiPeta }) {
  const { bbox, temporal, wilayah } = d.cakupan;
  const kotak = [{ ...bbox, id: d.id, judul: d.judul }];
  const wms = lapisanPratinjau(d.distribusi.sumberDaring);
  return (
    <Bagian id="cakupan" judul="Cakupan">
      <PetaKotak tileUrl={peta.tileUrl} atribusi={peta.atribusi} kotak={kotak} wms={wms}>
        <PetaSvg kotak={kotak} dekat label={`Peta cakupan: ${formatLintang(bbox.selatan)} sampai ${formatLintang(bbox.utara)}, ${formatBujur(bbox.barat)} sampai ${formatBujur(bbox.timur)}`} />
      </PetaKotak>
      {wms.length ? (
        <p className="peta-legenda">
          Lapisan WMS di peta:{" "}
          {wms.map((l, i) => (
            <span key={l.url + l.lapisan}>
              {i ? ", " : ""}
              {l.judul} (
              <a href={l.legenda} rel="noopener noreferrer nofollow">
                legenda<span className="visually-hidden"> {l.judul}</span>
              </a>
              )
            </span>
          ))}
        </p>
      ) : null}
      <dl className="definisi koordinat">
        <Baris label="Utara">{formatLintang(bbox.utara)}</Baris>
        <Baris label="Selatan">{formatLintang(bbox.selatan)}</Baris>
        <Baris label="Barat">{formatBujur(bbox.barat)}</Baris>
        <Baris label="Timur">{formatBujur(bbox.timur)}</Baris>
      </dl>
      <dl className="definisi">
        <Baris label="Rentang waktu">
          {temporal?.mulai || temporal?.selesai ? `${temporal.mulai ? formatTanggal(temporal.mulai) : "…"} – ${temporal.selesai ? formatTanggal(temporal.selesai) : "sekarang"}` : undefined}
        </Baris>
        <Baris label="Wilayah">{wilayah.map((w) => w.nama).join(", ")}</Baris>
      </dl>
    </Bagian>
  );
}
