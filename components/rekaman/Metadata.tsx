import type { RekamanTampil } from "@/lib/web/rekaman-tampil";
import { formatTanggalWaktu } from "@/lib/web/format";
import { labelKode } from "@/lib/web/label";
import { Bagian, Baris } from "./Baris";
import { DaftarKontak } from "./Kontak";

/** The dataset's contacts (identification) and the metadata's own contacts. */
export function BagianKontak({ d }: { d: RekamanTampil }) {
  return (
    <Bagian id="kontak" judul="Kontak">
      <DaftarKontak kontak={d.identifikasi.kontak} />
    </Bagian>
  );
}

/** About the record itself: identifier, standard, language, hierarchy level, date stamp and contacts. */
export function BagianMetadata({ d }: { d: RekamanTampil }) {
  const m = d.metadataInfo;
  return (
    <Bagian id="info-metadata" judul="Informasi metadata">
      <dl className="definisi">
        <Baris label="Pengenal">
          <code>{m.pengenal ?? d.id}</code>
        </Baris>
        <Baris label="Pengenal induk">{m.pengenalInduk}</Baris>
        <Baris label="Standar">{`${m.namaStandar} (${m.versiStandar})`}</Baris>
        <Baris label="Bahasa metadata">{labelKode("BAHASA", m.bahasa)}</Baris>
        <Baris label="Level hierarki">{labelKode("LEVEL_HIERARKI", m.levelHierarki)}</Baris>
        <Baris label="Cap waktu">{m.tanggalStempel ? formatTanggalWaktu(m.tanggalStempel) : undefined}</Baris>
        <Baris label="Diperbarui">{formatTanggalWaktu(d.updatedAt)}</Baris>
        <Baris label="Diunggah oleh">{`${d.createdBy.namaLengkap}, ${d.organisasi.nama}`}</Baris>
      </dl>
      <h3>Kontak metadata</h3>
      <DaftarKontak kontak={m.kontak} />
    </Bagian>
  );
}
