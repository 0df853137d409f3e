import type { RekamanTampil } from "@/lib/web/rekaman-tampil";
import { formatAngka, formatTanggal } from "@/lib/web/format";
import { labelJenisTanggal, labelKode, labelTipeData } from "@/lib/web/label";
import { Bagian, Baris } from "./Baris";

/** Identification: citation, status, maintenance, language, representation, resolution, constraints. */
export function BagianIdentifikasi({ d }: { d: RekamanTampil }) {
  const i = d.identifikasi;
  const { skala, jarak } = i.resolusi ?? {};
  return (
    <Bagian id="identifikasi" judul="Identifikasi">
      <dl className="definisi">
        <Baris label="Judul">{i.judul}</Baris>
        <Baris label="Judul alternatif">{i.judulAlternatif}</Baris>
        <Baris label="Tujuan">{i.tujuan}</Baris>
        <Baris label="Tanggal">
          {i.tanggal.length ? (
            <ul className="polos">
              {i.tanggal.map((t, n) => (
                <li key={n}>
                  {labelJenisTanggal(t.jenis)}: <time dateTime={t.tanggal}>{formatTanggal(t.tanggal)}</time>
                </li>
              ))}
            </ul>
          ) : null}
        </Baris>
        <Baris label="Edisi">{i.edisi}</Baris>
        <Baris label="Tipe data">{labelTipeData(i.tipeData)}</Baris>
        <Baris label="Representasi spasial">{i.representasiSpasial.map((r) => labelKode("REPRESENTASI_SPASIAL", r)).join(", ")}</Baris>
        <Baris label="Resolusi">
          {[skala ? `skala 1:${formatAngka(skala)}` : "", jarak ? `${jarak.nilai.toLocaleString("id-ID")} ${jarak.satuan}` : ""].filter(Boolean).join(" · ")}
        </Baris>
        <Baris label="Status">{i.statusProgres ? labelKode("STATUS_PROGRES", i.statusProgres) : undefined}</Baris>
        <Baris label="Frekuensi pembaruan">{i.frekuensiPembaruan ? labelKode("FREKUENSI_PEMBARUAN", i.frekuensiPembaruan) : undefined}</Baris>
        <Baris label="Bahasa">{i.bahasa.map((b) => labelKode("BAHASA", b)).join(", ")}</Baris>
        <Baris label="Sistem referensi">{d.sistemReferensi ? `${d.sistemReferensi.ruangKode}:${d.sistemReferensi.kode}` : undefined}</Baris>
        <Baris label="Klasifikasi keamanan">{i.klasifikasiKeamanan ? labelKode("KLASIFIKASI_KEAMANAN", i.klasifikasiKeamanan) : undefined}</Baris>
        <Baris label="Lisensi">{i.batasan.lisensi}</Baris>
        <Baris label="Batasan akses">{i.batasan.aksesBatasan}</Baris>
        <Baris label="Batasan penggunaan">
          {i.batasan.penggunaan.length ? (
            <ul className="polos">
              {i.batasan.penggunaan.map((p, n) => (
                <li key={n}>{p}</li>
              ))}
            </ul>
          ) : null}
        </Baris>
      </dl>
    </Bagian>
  );
}
