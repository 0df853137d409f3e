"use client";

import "./editor.css";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { simpanBaru, simpanUbah, type RekamanTersimpan } from "@/lib/web/editor/api";
import { formKosong, type FormDokumen, type FormKontak } from "@/lib/web/editor/bentuk";
import { bidangUntuk, galatDariIsu, idBidang, kelompokkanGalat, type GalatBidang } from "@/lib/web/editor/galat";
import { dokumenKeForm, formKeDokumen } from "@/lib/web/editor/konversi";
import { buatMergePatch } from "@/lib/web/editor/patch";
import { buatPenjadwalSimpan, type PenjadwalSimpan, type StatusSimpan } from "@/lib/web/editor/penjadwal";
import type { PilihanEditor } from "@/lib/web/editor/referensi";
import { BagianCakupan } from "./BagianCakupan";
import { BagianIdentifikasi } from "./BagianIdentifikasi";
import { BagianLain } from "./BagianLain";
import { Konteks } from "./konteks";
import { PanelKonflik, StatusOtomatis } from "./Pemberitahuan";

type Props = {
  pilihan: PilihanEditor;
  tileUrl: string | null;
  atribusi: string;
  awal: RekamanTersimpan | null;
  kunciLokal: string;
  /** A new record's contact, from the producer's profile and organisation. */
  kontakAwal?: FormKontak;
};

const ada = (k: string) => typeof document !== "undefined" && document.getElementById(idBidang(k)) !== null;

/** The metadata editor: one form over the whole document, validated with the API's own zod schema. */
export function FormMetadata({ pilihan, tileUrl, atribusi, awal, kunciLokal, kontakAwal }: Props) {
  const router = useRouter();
  const [form, setForm] = useState<FormDokumen>(() => (awal ? dokumenKeForm(awal.dokumen) : formKosong(kontakAwal)));
  const [rekaman, setRekaman] = useState(awal);
  const [galatServer, setGalatServer] = useState<GalatBidang[]>([]);
  const [semua, setSemua] = useState(false);
  const [disentuh, setDisentuh] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<StatusSimpan>({ jenis: "diam" });
  const [konflik, setKonflik] = useState(false);
  const [pesan, setPesan] = useState<string | null>(null);
  const [salinan, setSalinan] = useState<string | null>(null);
  const [drafLokal, setDrafLokal] = useState(false);
  const ringkasan = useRef<HTMLDivElement>(null);
  const [fokus, setFokus] = useState(0);

  const dokumen = useMemo(() => formKeDokumen(form), [form]);
  const validasi = useMemo(() => DokumenMetadata.safeParse(dokumen), [dokumen]);
  const galatKlien = useMemo(() => (validasi.success ? [] : galatDariIsu(validasi.error.issues, dokumen)), [validasi, dokumen]);
  const semuaGalat = useMemo(() => [...galatServer, ...galatKlien], [galatServer, galatKlien]);
  const tampil = semuaGalat.map((g) => ({ ...g, bidang: bidangUntuk(g.path, ada) ?? g.path })).filter((g) => semua || disentuh.has(g.bidang));
  const galat = kelompokkanGalat(tampil.map((g) => ({ path: g.bidang, pesan: g.pesan })));

  const acuan = useRef({ form, rekaman, validasi, konflik });
  useEffect(() => {
    acuan.current = { form, rekaman, validasi, konflik };
  }, [form, rekaman, validasi, konflik]);
  const penjadwal = useRef<PenjadwalSimpan | null>(null);

  const tolak = useCallback((g: GalatBidang[], p: string) => {
    setGalatServer(g);
    setSemua(true);
    setPesan(p);
    setFokus((n) => n + 1);
  }, []);

  const simpan = useCallback(async (otomatis: boolean) => {
    const { validasi: v, rekaman: r } = acuan.current;
    if (!v.success) {
      if (!otomatis) {
        setSemua(true);
        setFokus((n) => n + 1);
      }
      return;
    }
    if (!r) {
      const h = await simpanBaru(v.data);
      if (h.jenis === "ok") {
        localStorage.removeItem(kunciLokal);
        router.push(`/dashboard/metadata/${h.rekaman.id}?tersimpan=1`);
        return;
      }
      if (h.jenis === "tidak_valid") return void (tolak(h.galat, h.pesan), setStatus({ jenis: "galat", pesan: h.pesan }));
      setStatus({ jenis: "galat", pesan: h.jenis === "galat" ? h.pesan : "Gagal menyimpan." });
      return setPesan(h.jenis === "galat" ? h.pesan : "Gagal menyimpan.");
    }
    // Fields the form does not show keep their stored values (the service sets identifier and date stamp).
    const m = r.dokumen.metadataInfo;
    const baru = { ...v.data, metadataInfo: { ...v.data.metadataInfo, namaStandar: m.namaStandar, versiStandar: m.versiStandar, pengenal: m.pengenal, tanggalStempel: m.tanggalStempel } };
    const h = await simpanUbah(r.id, r.versi, buatMergePatch(r.dokumen, baru) as Record<string, unknown>);
    if (h.jenis === "ok") {
      setRekaman(h.rekaman);
      setGalatServer([]);
      setPesan(null);
      if (h.salinanBaru) setSalinan(h.rekaman.id);
      if (!otomatis) setStatus({ jenis: "tersimpan", pada: new Date() });
      return;
    }
    if (h.jenis === "konflik") {
      setKonflik(true);
      throw new Error("Konflik versi: perubahan tidak disimpan.");
    }
    if (h.jenis === "tidak_valid") {
      tolak(h.galat, h.pesan);
      // An autosave the server refused is not "Tersimpan": the scheduler shows this as the autosave's failure.
      if (otomatis) throw new Error(h.pesan);
      return setStatus({ jenis: "galat", pesan: h.pesan });
    }
    if (otomatis) throw new Error(h.pesan);
    setStatus({ jenis: "galat", pesan: h.pesan });
    setPesan(h.pesan);
  }, [kunciLokal, router, tolak]);

  // Autosave runs for drafts only: a published record's save makes a working copy, which should be deliberate.
  const draf = rekaman?.status === "DRAFT";
  useEffect(() => {
    if (!draf) return;
    const p = buatPenjadwalSimpan({ jedaMs: 3000, simpan: () => simpan(true), bolehSimpan: () => acuan.current.validasi.success && !acuan.current.konflik, padaStatus: setStatus });
    penjadwal.current = p;
    return () => {
      p.hentikan();
      penjadwal.current = null;
    };
  }, [draf, simpan]);

  // A new record lives in localStorage until its first save.
  useEffect(() => {
    if (awal) return;
    const tersimpan = localStorage.getItem(kunciLokal);
    if (!tersimpan) return;
    try {
      // localStorage exists only in the browser, after hydration: reading it in an effect is the point.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setForm(JSON.parse(tersimpan) as FormDokumen);
      setDrafLokal(true);
    } catch {
      localStorage.removeItem(kunciLokal);
    }
  }, [awal, kunciLokal]);
  const pertama = useRef(true);
  useEffect(() => {
    if (pertama.current || rekaman) return void (pertama.current = false);
    const t = setTimeout(() => localStorage.setItem(kunciLokal, JSON.stringify(form)), 800);
    return () => clearTimeout(t);
  }, [form, rekaman, kunciLokal]);

  // After a refused save: the summary is shown and the first invalid field takes focus.
  useEffect(() => {
    if (!fokus) return;
    const el = document.querySelector<HTMLElement>("[aria-invalid='true'], .ed-grup:has(.ed-galat)");
    (el ?? ringkasan.current)?.focus();
  }, [fokus]);

  const ubah = useCallback((fn: (f: FormDokumen) => void) => {
    setForm((lama) => {
      const baru = structuredClone(lama);
      fn(baru);
      return baru;
    });
    setGalatServer([]);
    penjadwal.current?.ubah();
  }, []);

  const terbit = rekaman?.status === "PUBLISHED" || rekaman?.status === "PRIVATE";
  return (
    <Konteks.Provider value={{ form, ubah, galat, pilihan }}>
      <form
        className="ed-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          penjadwal.current?.tandaiTersimpan();
          if (!validasi.success) return void simpan(false);
          setStatus({ jenis: "menyimpan" });
          simpan(false).catch((err: unknown) => setStatus({ jenis: "galat", pesan: err instanceof Error ? err.message : String(err) }));
        }}
        onBlur={(e) => {
          const k = (e.target as HTMLElement).dataset.kunci;
          if (k && !disentuh.has(k)) setDisentuh(new Set(disentuh).add(k));
        }}
      >
        {semua && tampil.length ? (
          <div className="pesan pesan-galat" ref={ringkasan} tabIndex={-1} role="alert" aria-labelledby="ringkasan-galat">
            <h2 id="ringkasan-galat">Ada {tampil.length} isian yang perlu diperbaiki</h2>
            <ul>
              {tampil.map((g, n) => (
                <li key={n}>
                  <a href={`#${idBidang(g.bidang)}`}>{g.pesan}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {pesan ? <p className="pesan pesan-galat" role="alert">{pesan}</p> : null}
        {drafLokal ? (
          <p className="pesan">
            Draf yang belum disimpan dari kunjungan sebelumnya dipulihkan dari peramban ini.{" "}
            <button type="button" className="tombol-kecil" onClick={() => (localStorage.removeItem(kunciLokal), setForm(formKosong(kontakAwal)), setDrafLokal(false))}>
              Buang draf lokal
            </button>
          </p>
        ) : null}
        {terbit && !salinan ? <p className="pesan">Metadata ini sudah terbit. Menyimpan perubahan akan membuat <strong>salinan kerja</strong> (DRAFT) yang melewati pemeriksaan dan peninjauan; versi terbit tetap tampil sampai salinan disetujui.</p> : null}
        {salinan ? (
          <p className="pesan" role="status">
            Salinan kerja dibuat. <a href={`/dashboard/metadata/${salinan}`}>Buka salinan kerja</a> · <a href={`/dashboard/metadata/${salinan}/ubah`}>Lanjutkan mengubah salinan</a>
          </p>
        ) : null}
        {konflik ? <PanelKonflik teks={JSON.stringify(formKeDokumen(form), null, 2)} /> : null}

        <p className="ed-wajib-keterangan">
          Isian bertanda <span className="ed-wajib">(wajib)</span> harus diisi sebelum metadata dapat disimpan.
        </p>
        <nav className="ed-daftar-isi" aria-label="Bagian formulir">
          <a href="#identifikasi">Identifikasi</a> <a href="#cakupan">Cakupan</a> <a href="#distribusi">Distribusi</a> <a href="#sistem-referensi">Sistem referensi</a> <a href="#kualitas">Kualitas</a> <a href="#info-metadata">Info metadata</a>
          {/* The save state also at the top, where the eye is while typing; the bar below announces it. */}
          <StatusOtomatis status={status} ringkas />
        </nav>
        <BagianIdentifikasi />
        <BagianCakupan tileUrl={tileUrl} atribusi={atribusi} />
        <BagianLain />

        <div className="ed-aksi">
          <button type="submit" disabled={konflik || Boolean(salinan)}>
            {!rekaman ? "Simpan draf" : terbit ? "Simpan sebagai salinan kerja" : "Simpan"}
          </button>
          <StatusOtomatis status={status} />
        </div>
      </form>
    </Konteks.Provider>
  );
}
