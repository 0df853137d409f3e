"use client";

import { kataKunciKosong, tanggalKosong } from "@/lib/web/editor/bentuk";
import { Butir, Isian, Pilih, PilihBanyak, Ulang } from "./Bidang";
import { EditorKata } from "./EditorKata";
import { IsianKontak } from "./IsianKontak";
import { useEditor } from "./konteks";

const K = "identifikasi";

/** Identification: citation, description, classification, keywords, constraints and contacts. */
export function BagianIdentifikasi() {
  const { form, ubah, pilihan } = useEditor();
  const i = form.identifikasi;
  const set = <F extends keyof typeof i>(k: F) => (v: (typeof i)[F]) => ubah((f) => void (f.identifikasi[k] = v));
  return (
    <section className="ed-bagian" aria-labelledby="judul-identifikasi" id="identifikasi">
      <h2 id="judul-identifikasi">Identifikasi</h2>
      <Isian kunci={`${K}.judul`} label="Judul" wajib nilai={i.judul} onUbah={set("judul")} />
      <Isian kunci={`${K}.judulAlternatif`} label="Judul alternatif" nilai={i.judulAlternatif} onUbah={set("judulAlternatif")} />
      <Isian kunci={`${K}.abstrak`} label="Abstrak" wajib baris={6} nilai={i.abstrak} onUbah={set("abstrak")} bantuan="Ringkasan isi data: apa, di mana, kapan, dan bagaimana dibuat." />
      <Isian kunci={`${K}.tujuan`} label="Tujuan" baris={3} nilai={i.tujuan} onUbah={set("tujuan")} />

      <Ulang kunci={`${K}.tanggal`} label="Tanggal" wajib tambah={() => ubah((f) => void f.identifikasi.tanggal.push(tanggalKosong("publication")))} labelTambah="Tambah tanggal">
        {i.tanggal.map((t, n) => (
          <Butir key={n} judul={`Tanggal ${n + 1}`} hapus={() => ubah((f) => void f.identifikasi.tanggal.splice(n, 1))}>
            <div className="ed-kisi">
              <Isian kunci={`${K}.tanggal.${n}.tanggal`} label="Tanggal" tipe="date" wajib nilai={t.tanggal} onUbah={(v) => ubah((f) => void (f.identifikasi.tanggal[n]!.tanggal = v))} />
              <Pilih kunci={`${K}.tanggal.${n}.jenis`} label="Jenis tanggal" wajib nilai={t.jenis} daftar={pilihan.JENIS_TANGGAL} onUbah={(v) => ubah((f) => void (f.identifikasi.tanggal[n]!.jenis = v))} />
            </div>
          </Butir>
        ))}
      </Ulang>

      <div className="ed-kisi">
        <Isian kunci={`${K}.edisi`} label="Edisi" nilai={i.edisi} onUbah={set("edisi")} />
        <Pilih kunci={`${K}.statusProgres`} label="Status progres" kosong="— tidak disebutkan —" nilai={i.statusProgres} daftar={pilihan.STATUS_PROGRES} onUbah={set("statusProgres")} />
        <Pilih kunci={`${K}.frekuensiPembaruan`} label="Frekuensi pembaruan" kosong="— tidak disebutkan —" nilai={i.frekuensiPembaruan} daftar={pilihan.FREKUENSI_PEMBARUAN} onUbah={set("frekuensiPembaruan")} />
        <Pilih kunci={`${K}.tipeData`} label="Tipe data" wajib nilai={i.tipeData} daftar={pilihan.TIPE_DATA} onUbah={set("tipeData")} />
        <Pilih kunci={`${K}.klasifikasiKeamanan`} label="Klasifikasi keamanan" kosong="— tidak disebutkan —" nilai={i.klasifikasiKeamanan} daftar={pilihan.KLASIFIKASI_KEAMANAN} onUbah={set("klasifikasiKeamanan")} />
        <Isian kunci={`${K}.resolusi.skala`} label="Skala (penyebut, mis. 25000)" tipe="number" nilai={i.skala} onUbah={set("skala")} />
        <Isian kunci={`${K}.resolusi.jarak.nilai`} label="Resolusi jarak" tipe="number" nilai={i.jarakNilai} onUbah={set("jarakNilai")} />
        <Isian kunci={`${K}.resolusi.jarak.satuan`} label="Satuan jarak" nilai={i.jarakSatuan} onUbah={set("jarakSatuan")} />
      </div>
      <PilihBanyak kunci={`${K}.bahasa`} label="Bahasa data" wajib nilai={i.bahasa} daftar={pilihan.BAHASA} onUbah={set("bahasa")} />
      <PilihBanyak kunci={`${K}.representasiSpasial`} label="Representasi spasial" nilai={i.representasiSpasial} daftar={pilihan.REPRESENTASI_SPASIAL} onUbah={set("representasiSpasial")} />
      <PilihBanyak kunci={`${K}.topikKategori`} label="Kategori topik" wajib nilai={i.topikKategori} daftar={pilihan.TOPIK_KATEGORI} onUbah={set("topikKategori")} />

      <Ulang kunci={`${K}.kataKunci`} label="Kata kunci" tambah={() => ubah((f) => void f.identifikasi.kataKunci.push(kataKunciKosong()))} labelTambah="Tambah kelompok kata kunci">
        {i.kataKunci.map((g, n) => {
          const kk = (fn: (x: (typeof i.kataKunci)[number]) => void) => ubah((f) => fn(f.identifikasi.kataKunci[n]!));
          return (
            <Butir key={n} judul={`Kelompok kata kunci ${n + 1}`} hapus={() => ubah((f) => void f.identifikasi.kataKunci.splice(n, 1))}>
              <EditorKata kunci={`${K}.kataKunci.${n}.kata`} label="Kata" kata={g.kata} onUbah={(v) => kk((x) => void (x.kata = v))} />
              <div className="ed-kisi">
                <Pilih kunci={`${K}.kataKunci.${n}.jenis`} label="Jenis" kosong="— tidak disebutkan —" nilai={g.jenis} daftar={pilihan.JENIS_KATAKUNCI} onUbah={(v) => kk((x) => void (x.jenis = v))} />
                <Isian kunci={`${K}.kataKunci.${n}.tesaurus.judul`} label="Tesaurus" nilai={g.tesaurusJudul} onUbah={(v) => kk((x) => void (x.tesaurusJudul = v))} />
                <Isian kunci={`${K}.kataKunci.${n}.tesaurus.tanggal.tanggal`} label="Tanggal tesaurus" tipe="date" nilai={g.tesaurusTanggal} onUbah={(v) => kk((x) => void (x.tesaurusTanggal = v))} />
              </div>
            </Butir>
          );
        })}
      </Ulang>

      <Isian kunci={`${K}.batasan.penggunaan`} label="Batasan penggunaan" baris={3} nilai={i.penggunaan} onUbah={set("penggunaan")} bantuan="Satu pernyataan per baris." />
      <Isian kunci={`${K}.batasan.lisensi`} label="Lisensi" nilai={i.lisensi} onUbah={set("lisensi")} bantuan="Mis. CC BY 4.0 atau Lisensi Terbuka Pemerintah." />
      <Isian kunci={`${K}.batasan.aksesBatasan`} label="Batasan akses" nilai={i.aksesBatasan} onUbah={set("aksesBatasan")} />

      <Ulang kunci={`${K}.grafik`} label="Grafik pratinjau" tambah={() => ubah((f) => void f.identifikasi.grafik.push({ url: "", deskripsi: "", tipe: "" }))} labelTambah="Tambah grafik">
        {i.grafik.map((g, n) => (
          <Butir key={n} judul={`Grafik ${n + 1}`} hapus={() => ubah((f) => void f.identifikasi.grafik.splice(n, 1))}>
            <div className="ed-kisi">
              <Isian kunci={`${K}.grafik.${n}.url`} label="URL gambar" tipe="url" wajib nilai={g.url} onUbah={(v) => ubah((f) => void (f.identifikasi.grafik[n]!.url = v))} />
              <Isian kunci={`${K}.grafik.${n}.deskripsi`} label="Deskripsi" nilai={g.deskripsi} onUbah={(v) => ubah((f) => void (f.identifikasi.grafik[n]!.deskripsi = v))} />
            </div>
          </Butir>
        ))}
      </Ulang>

      <IsianKontak kunci={`${K}.kontak`} label="Kontak sumber daya" wajib daftar={i.kontak} ubahDaftar={(fn) => ubah((f) => fn(f.identifikasi.kontak))} />
    </section>
  );
}
