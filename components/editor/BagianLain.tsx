"use client";

import { laporanKosong, sumberDaringKosong } from "@/lib/web/editor/bentuk";
import { Butir, Isian, Pilih, Ulang } from "./Bidang";
import { IsianKontak } from "./IsianKontak";
import { useEditor } from "./konteks";

const YA_TIDAK = [
  { kode: "ya", label: "Lulus" },
  { kode: "tidak", label: "Tidak lulus" },
];

/** Distribution, reference system, data quality and metadata information. */
export function BagianLain() {
  const { form, ubah, pilihan } = useEditor();
  const d = form.distribusi;
  const q = form.kualitasData;
  const m = form.metadataInfo;
  return (
    <>
      <section className="ed-bagian" aria-labelledby="judul-distribusi" id="distribusi">
        <h2 id="judul-distribusi">Distribusi</h2>
        <Ulang kunci="distribusi.format" label="Format" tambah={() => ubah((f) => void f.distribusi.format.push({ nama: "", versi: "" }))} labelTambah="Tambah format">
          {d.format.map((x, n) => (
            <Butir key={n} judul={`Format ${n + 1}`} hapus={() => ubah((f) => void f.distribusi.format.splice(n, 1))}>
              <div className="ed-kisi">
                <Isian kunci={`distribusi.format.${n}.nama`} label="Nama format" wajib nilai={x.nama} onUbah={(v) => ubah((f) => void (f.distribusi.format[n]!.nama = v))} />
                <Isian kunci={`distribusi.format.${n}.versi`} label="Versi" nilai={x.versi} onUbah={(v) => ubah((f) => void (f.distribusi.format[n]!.versi = v))} />
              </div>
            </Butir>
          ))}
        </Ulang>
        <Ulang kunci="distribusi.sumberDaring" label="Sumber daring" tambah={() => ubah((f) => void f.distribusi.sumberDaring.push(sumberDaringKosong()))} labelTambah="Tambah tautan">
          {d.sumberDaring.map((x, n) => {
            const ub = (k: keyof typeof x) => (v: string) => ubah((f) => void (f.distribusi.sumberDaring[n]![k] = v));
            return (
              <Butir key={n} judul={`Tautan ${n + 1}`} hapus={() => ubah((f) => void f.distribusi.sumberDaring.splice(n, 1))}>
                <div className="ed-kisi">
                  <Isian kunci={`distribusi.sumberDaring.${n}.url`} label="URL" tipe="url" wajib nilai={x.url} onUbah={ub("url")} />
                  <Pilih kunci={`distribusi.sumberDaring.${n}.protokol`} label="Protokol" wajib nilai={x.protokol} daftar={pilihan.PROTOKOL_DISTRIBUSI} onUbah={ub("protokol")} />
                  <Isian kunci={`distribusi.sumberDaring.${n}.nama`} label="Nama" nilai={x.nama} onUbah={ub("nama")} />
                  <Pilih kunci={`distribusi.sumberDaring.${n}.fungsi`} label="Fungsi" kosong="— tidak disebutkan —" nilai={x.fungsi} daftar={pilihan.FUNGSI_DARING} onUbah={ub("fungsi")} />
                </div>
                <Isian kunci={`distribusi.sumberDaring.${n}.deskripsi`} label="Deskripsi" baris={2} nilai={x.deskripsi} onUbah={ub("deskripsi")} />
              </Butir>
            );
          })}
        </Ulang>
        <IsianKontak kunci="distribusi.distributor" label="Distributor" daftar={d.distributor} ubahDaftar={(fn) => ubah((f) => fn(f.distribusi.distributor))} />
      </section>

      <section className="ed-bagian" aria-labelledby="judul-srs" id="sistem-referensi">
        <h2 id="judul-srs">Sistem referensi</h2>
        <Isian kunci="sistemReferensi.kode" label="Kode EPSG" nilai={form.epsg} onUbah={(v) => ubah((f) => void (f.epsg = v))} bantuan="Mis. 4326 (WGS 84) atau 23833 (TM-3 zona 48.2)." />
      </section>

      <section className="ed-bagian" aria-labelledby="judul-kualitas" id="kualitas">
        <h2 id="judul-kualitas">Kualitas data</h2>
        <Pilih kunci="kualitasData.cakupan" label="Cakupan pernyataan kualitas" nilai={q.cakupan} daftar={pilihan.LEVEL_HIERARKI} onUbah={(v) => ubah((f) => void (f.kualitasData.cakupan = v))} />
        <Isian kunci="kualitasData.silsilah.pernyataan" label="Silsilah (lineage)" baris={4} nilai={q.pernyataan} onUbah={(v) => ubah((f) => void (f.kualitasData.pernyataan = v))} bantuan="Sumber data dan langkah pengolahannya." />
        <Ulang kunci="kualitasData.silsilah.langkahProses" label="Langkah proses" tambah={() => ubah((f) => void f.kualitasData.langkahProses.push({ deskripsi: "", tanggal: "" }))} labelTambah="Tambah langkah">
          {q.langkahProses.map((l, n) => (
            <Butir key={n} judul={`Langkah ${n + 1}`} hapus={() => ubah((f) => void f.kualitasData.langkahProses.splice(n, 1))}>
              <Isian kunci={`kualitasData.silsilah.langkahProses.${n}.deskripsi`} label="Deskripsi" wajib nilai={l.deskripsi} onUbah={(v) => ubah((f) => void (f.kualitasData.langkahProses[n]!.deskripsi = v))} />
              <Isian kunci={`kualitasData.silsilah.langkahProses.${n}.tanggal`} label="Tanggal" tipe="date" nilai={l.tanggal} onUbah={(v) => ubah((f) => void (f.kualitasData.langkahProses[n]!.tanggal = v))} />
            </Butir>
          ))}
        </Ulang>
        <Ulang kunci="kualitasData.laporan" label="Laporan kualitas (ISO 19157)" tambah={() => ubah((f) => void f.kualitasData.laporan.push(laporanKosong()))} labelTambah="Tambah laporan">
          {q.laporan.map((l, n) => {
            const k = `kualitasData.laporan.${n}`;
            const ub = (x: keyof typeof l) => (v: string) => ubah((f) => void (f.kualitasData.laporan[n]![x] = v));
            return (
              <Butir key={n} judul={`Laporan ${n + 1}`} hapus={() => ubah((f) => void f.kualitasData.laporan.splice(n, 1))}>
                <div className="ed-kisi">
                  <Pilih kunci={`${k}.elemen`} label="Elemen kualitas" wajib nilai={l.elemen} daftar={pilihan.DQ_ELEMEN} onUbah={ub("elemen")} />
                  <Pilih kunci={`${k}.metodeEvaluasi`} label="Metode evaluasi" kosong="— tidak disebutkan —" nilai={l.metodeEvaluasi} daftar={pilihan.METOD_EVALUASI} onUbah={ub("metodeEvaluasi")} />
                  <Isian kunci={`${k}.ukuran.nama`} label="Ukuran" nilai={l.ukuranNama} onUbah={ub("ukuranNama")} />
                  <Isian kunci={`${k}.hasil.nilai`} label="Nilai hasil" nilai={l.hasilNilai} onUbah={ub("hasilNilai")} />
                  <Isian kunci={`${k}.hasil.satuan`} label="Satuan" nilai={l.hasilSatuan} onUbah={ub("hasilSatuan")} />
                  <Isian kunci={`${k}.kesesuaian.spesifikasi`} label="Spesifikasi" nilai={l.spesifikasi} onUbah={ub("spesifikasi")} />
                  <Isian kunci={`${k}.kesesuaian.penjelasan`} label="Penjelasan kesesuaian" nilai={l.penjelasan} onUbah={ub("penjelasan")} />
                  <Pilih kunci={`${k}.kesesuaian.lulus`} label="Hasil kesesuaian" kosong="— tidak disebutkan —" nilai={l.lulus} daftar={YA_TIDAK} onUbah={ub("lulus")} />
                </div>
              </Butir>
            );
          })}
        </Ulang>
      </section>

      <section className="ed-bagian" aria-labelledby="judul-info" id="info-metadata">
        <h2 id="judul-info">Info metadata</h2>
        <div className="ed-kisi">
          <Pilih kunci="metadataInfo.levelHierarki" label="Level hierarki" wajib nilai={m.levelHierarki} daftar={pilihan.LEVEL_HIERARKI} onUbah={(v) => ubah((f) => void (f.metadataInfo.levelHierarki = v))} />
          <Pilih kunci="metadataInfo.bahasa" label="Bahasa metadata" wajib nilai={m.bahasa} daftar={pilihan.BAHASA} onUbah={(v) => ubah((f) => void (f.metadataInfo.bahasa = v))} />
          <Isian kunci="metadataInfo.pengenalInduk" label="Pengenal metadata induk" nilai={m.pengenalInduk} onUbah={(v) => ubah((f) => void (f.metadataInfo.pengenalInduk = v))} />
        </div>
        <IsianKontak kunci="metadataInfo.kontak" label="Kontak metadata" wajib daftar={m.kontak} ubahDaftar={(fn) => ubah((f) => fn(f.metadataInfo.kontak))} />
      </section>
    </>
  );
}
