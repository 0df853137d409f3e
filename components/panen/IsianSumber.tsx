"use client";
import { useState, type ReactNode } from "react";
import css from "@/components/admin/admin.module.css";
import { atributIsian, Isian } from "@/components/admin/Isian";
import { JENIS_SUMBER, LABEL_JENIS } from "@/lib/panen/jenis";
import type { AwalSumber } from "@/lib/web/panen-form";
import p from "./panen.module.css";

/** The target organisation: an Admin picks one, a Walidata's is fixed (their own). */
export type PilihanOrganisasi = { jenis: "pilih"; daftar: { id: string; kode: string; nama: string }[] } | { jenis: "tetap"; id: string; nama: string };

type Opsi = readonly (readonly [string, string])[];

/** A radio group in a fieldset: the legend names it, the error sits under it and is tied to each radio. */
function Pilihan({ nama, legenda, opsi, nilai, galat, bantuan }: { nama: string; legenda: string; opsi: Opsi; nilai: string; galat?: string; bantuan?: ReactNode }) {
  return (
    <fieldset className={`${p.kelompok} ${css.penuh}`}>
      <legend>{legenda}</legend>
      <div className={p.pilihan}>
        {opsi.map(([v, label]) => (
          <label key={v}>
            <input type="radio" name={nama} value={v} defaultChecked={v === nilai} aria-describedby={galat ? `galat-${nama}` : undefined} /> {label}
          </label>
        ))}
      </div>
      {bantuan ? <span className="bantuan">{bantuan}</span> : null}
      {galat ? <span id={`galat-${nama}`} className={css.galatIsian}>{galat}</span> : null}
    </fieldset>
  );
}

const SUDUT = [["bboxBarat", "Barat", 0], ["bboxSelatan", "Selatan", 1], ["bboxTimur", "Timur", 2], ["bboxUtara", "Utara", 3]] as const;

/** Every field of a harvest source (issue 20), with its error next to it. */
export function IsianSumber({ awal, organisasi, galat }: { awal?: AwalSumber; organisasi: PilihanOrganisasi; galat: Record<string, string> }) {
  const [jenis, setJenis] = useState(awal?.jenis ?? "csw-geonetwork");
  const [jadwal, setJadwal] = useState<string>(awal?.jadwal.jenis ?? "manual");
  const a = (n: string) => atributIsian(n, galat[n]);
  const j = awal?.jadwal;
  const bbox = awal?.batasan.bbox;
  return (
    <>
      <Isian nama="nama" label="Nama sumber" galat={galat.nama}>
        <input {...a("nama")} defaultValue={awal?.nama} required autoComplete="off" />
      </Isian>
      <Isian nama="jenis" label="Jenis sumber" galat={galat.jenis}>
        <select {...a("jenis")} value={jenis} onChange={(e) => setJenis(e.target.value)}>
          {JENIS_SUMBER.map((k) => (
            <option key={k} value={k}>{LABEL_JENIS[k]}</option>
          ))}
        </select>
      </Isian>
      <Isian nama="url" label={jenis === "waf" ? "URL folder (daftar berkas XML)" : "URL layanan CSW"} galat={galat.url} penuh>
        <input {...a("url")} type="url" inputMode="url" defaultValue={awal?.url} required autoComplete="off" placeholder="https://katalog.contoh.go.id/csw" />
      </Isian>
      {organisasi.jenis === "pilih" ? (
        <Isian nama="organisasiId" label="Organisasi tujuan" galat={galat.organisasiId} penuh>
          <select {...a("organisasiId")} defaultValue={awal?.organisasiId ?? ""} required>
            <option value="">— pilih organisasi —</option>
            {organisasi.daftar.map((o) => (
              <option key={o.id} value={o.id}>{o.kode} — {o.nama}</option>
            ))}
          </select>
        </Isian>
      ) : (
        <p className={css.penuh}>
          <strong>Organisasi tujuan:</strong> {organisasi.nama} <span className="bantuan">(organisasi Anda)</span>
        </p>
      )}
      {jenis !== "waf" ? (
        <fieldset className={`${p.kelompok} ${css.penuh}`}>
          <legend>Batasan (opsional)</legend>
          <Isian nama="cql" label="Batasan CQL" galat={galat.cql}>
            <textarea {...a("cql")} defaultValue={awal?.batasan.cql ?? ""} placeholder="apiso:Subject LIKE '%batas wilayah%'" />
          </Isian>
          <Isian nama="kataKunci" label="Kata kunci (pisahkan dengan koma)" galat={galat.kataKunci}>
            <input {...a("kataKunci")} defaultValue={awal?.batasan.kataKunci?.join(", ") ?? ""} />
          </Isian>
          <div>
            <span id="label-bbox">Kotak wilayah (derajat desimal WGS 84)</span>
            <div className={p.kotak} role="group" aria-labelledby="label-bbox">
              {SUDUT.map(([n, label, i]) => (
                <label key={n} htmlFor={`isian-${n}`}>
                  {label}
                  <input id={`isian-${n}`} name={n} inputMode="decimal" defaultValue={bbox ? String(bbox[i]) : ""} aria-invalid={galat.bbox ? true : undefined} aria-describedby={galat.bbox ? "galat-bbox" : undefined} />
                </label>
              ))}
            </div>
            {galat.bbox ? <span id="galat-bbox" className={css.galatIsian}>{galat.bbox}</span> : null}
          </div>
          <span className="bantuan">Ditambahkan ke kueri GetRecords; gunakan “Tes koneksi” untuk melihat berapa rekaman yang cocok.</span>
        </fieldset>
      ) : null}
      <Pilihan
        nama="skemaKeluaran"
        legenda="Skema keluaran yang diminta"
        nilai={awal?.skemaKeluaran ?? "gmd"}
        galat={galat.skemaKeluaran}
        opsi={[["gmd", "ISO 19139 (gmd)"], ["19115-3", "ISO 19115-3 (mdb)"]]}
        bantuan={jenis === "csw-esri" ? "ArcGIS/Esri Geoportal hanya menjawab GetRecords dalam Dublin Core (csw:Record): sumber ini selalu diminta csw:Record, pilihan ini diabaikan." : undefined}
      />
      <fieldset className={`${p.kelompok} ${css.penuh}`}>
        <legend>Jadwal</legend>
        <Isian nama="jadwalJenis" label="Kapan dipanen" galat={galat.jadwalJenis}>
          <select {...a("jadwalJenis")} value={jadwal} onChange={(e) => setJadwal(e.target.value)}>
            <option value="manual">Manual (hanya lewat “Jalankan sekarang”)</option>
            <option value="jam">Setiap N jam</option>
            <option value="harian">Setiap hari pada pukul tertentu (WIB)</option>
          </select>
        </Isian>
        {jadwal === "jam" ? (
          <Isian nama="jadwalSetiap" label="Setiap berapa jam (1–168)" galat={galat.jadwalSetiap}>
            <input {...a("jadwalSetiap")} type="number" min={1} max={168} step={1} defaultValue={j?.jenis === "jam" ? j.setiap : 24} />
          </Isian>
        ) : null}
        {jadwal === "harian" ? (
          <Isian nama="jadwalPukul" label="Pukul (WIB, JJ:MM)" galat={galat.jadwalPukul}>
            <input {...a("jadwalPukul")} type="time" defaultValue={j?.jenis === "harian" ? j.pukul : "02:00"} />
          </Isian>
        ) : null}
      </fieldset>
      <Pilihan nama="modeTerbit" legenda="Rekaman hasil panen disimpan sebagai" nilai={awal?.modeTerbit ?? "DRAFT"} galat={galat.modeTerbit} opsi={[["DRAFT", "Draf untuk ditinjau"], ["PUBLISHED", "Langsung terbit (sumber tepercaya)"]]} />
      <Pilihan
        nama="kebijakanHilang"
        legenda="Rekaman yang hilang dari sumber"
        nilai={awal?.kebijakanHilang ?? "pensiun"}
        galat={galat.kebijakanHilang}
        opsi={[["pensiun", "Pensiunkan (jadikan privat dengan catatan)"], ["hapus", "Hapus"]]}
        bantuan="Diketahui pada panen penuh (mingguan, atau saat diminta)."
      />
      <fieldset className={`${p.kelompok} ${css.penuh}`}>
        <legend>Kredensial HTTP Basic (opsional)</legend>
        {awal?.kredensial ? (
          <p className="bantuan">
            Kredensial <strong>tersimpan</strong> untuk pengguna “{awal.kredensial.pengguna}”. Kosongkan kata sandi untuk tetap memakainya.
          </p>
        ) : null}
        <Isian nama="kredPengguna" label="Nama pengguna" galat={galat.kredPengguna}>
          <input {...a("kredPengguna")} defaultValue={awal?.kredensial?.pengguna ?? ""} autoComplete="off" />
        </Isian>
        <Isian nama="kredSandi" label={awal?.kredensial ? "Kata sandi baru (tersimpan; tidak ditampilkan)" : "Kata sandi"} galat={galat.kredSandi}>
          <input {...a("kredSandi")} type="password" autoComplete="new-password" />
        </Isian>
        {awal?.kredensial ? (
          <label className={css.centang}>
            <input type="checkbox" name="kredHapus" /> Hapus kredensial tersimpan
          </label>
        ) : null}
        <span className="bantuan">Disimpan terenkripsi dan tidak pernah ditampilkan kembali.</span>
      </fieldset>
      {awal ? (
        <label className={`${css.centang} ${css.penuh}`}>
          <input type="checkbox" name="aktif" defaultChecked={awal.aktif} /> Sumber aktif (jadwal berjalan)
        </label>
      ) : null}
    </>
  );
}
