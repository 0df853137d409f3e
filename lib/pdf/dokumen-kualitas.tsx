import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";

/** The letterhead: who runs the catalogue, where, how to reach them, and the agency's logo (PNG or JPEG). */
export type KopSurat = {
  namaKatalog: string;
  namaInstansi: string;
  alamat: string;
  kontak: string;
  logo?: { data: Buffer; format: "png" | "jpg" };
};

/** Everything printed on a QC/QE/QA document. */
export type FaktaPdf = {
  tipe: "QC" | "QE" | "QA";
  /** The document number (lib/quality/nomor-dokumen.ts), printed in the letterhead and every page's foot. */
  nomor: string;
  kop: KopSurat;
  metadata: { id: string; judul: string; organisasi: string };
  penandatangan: { namaLengkap: string; jabatan: string; organisasi: string };
  signedAt: Date;
  ringkasan: { passed: number; total: number; sesuai: boolean };
  /** Result rows: what was checked, the outcome, and a note. */
  baris: { label: string; hasil: string; lulus: boolean; keterangan?: string }[];
  keputusan?: string;
  catatan?: string;
  urlVerifikasi: string;
  /** PNG data URL of the QR code of `urlVerifikasi`. */
  qrPng: string;
};

export const JUDUL_DOKUMEN = {
  QC: "Lembar Kendali Mutu (Quality Control) Metadata",
  QE: "Lembar Evaluasi Kualitas Data (Quality Evaluation, ISO 19157)",
  QA: "Lembar Penjaminan Mutu (Quality Assurance) Metadata",
} as const;

const s = StyleSheet.create({
  halaman: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 44, fontSize: 9.5, fontFamily: "Helvetica", color: "#1a1a1a" },
  kop: { flexDirection: "row", alignItems: "center", borderBottomWidth: 2, borderBottomColor: "#0b5394", paddingBottom: 8, marginBottom: 10 },
  logo: { width: 52, height: 52, objectFit: "contain", marginRight: 10 },
  kopTengah: { flex: 1 },
  kopInstansi: { fontSize: 12, fontFamily: "Helvetica-Bold" },
  kopBaris: { fontSize: 8, color: "#444", marginTop: 1 },
  aplikasi: { fontSize: 8, color: "#0b5394", letterSpacing: 1, marginTop: 1 },
  kopNomor: { width: 130, alignItems: "flex-end" },
  nomorLabel: { fontSize: 7.5, color: "#555" },
  nomorNilai: { fontSize: 10, fontFamily: "Helvetica-Bold" },
  judul: { fontSize: 15, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  bagian: { fontSize: 11, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 6 },
  baris: { flexDirection: "row", marginBottom: 3 },
  label: { width: 120, color: "#555" },
  nilai: { flex: 1 },
  tabel: { borderWidth: 0.5, borderColor: "#999" },
  tKepala: { flexDirection: "row", backgroundColor: "#e8eef7", fontFamily: "Helvetica-Bold" },
  tBaris: { flexDirection: "row", borderTopWidth: 0.5, borderTopColor: "#999" },
  tNo: { width: 24, padding: 4 },
  tLabel: { flex: 3, padding: 4 },
  tHasil: { width: 70, padding: 4 },
  tKet: { flex: 2, padding: 4, color: "#444" },
  lulus: { color: "#1b6e2a", fontFamily: "Helvetica-Bold" },
  gagal: { color: "#a61b1b", fontFamily: "Helvetica-Bold" },
  kaki: { flexDirection: "row", marginTop: 18, alignItems: "flex-start" },
  ttd: { flex: 1, paddingRight: 16 },
  qr: { width: 110, height: 110 },
  qrTeks: { fontSize: 7, color: "#555", width: 130, marginTop: 2 },
  url: { marginTop: 8, flexDirection: "row", alignItems: "baseline" },
  urlLabel: { fontSize: 7, color: "#555", marginRight: 4 },
  nomor: { position: "absolute", bottom: 24, left: 44, right: 44, fontSize: 7.5, color: "#777", textAlign: "center" },
});

/** Width left for the URL on an A4 page: 595 pt less the 2 × 44 pt margins and the label before it. */
const LEBAR_URL = 595 - 2 * 44 - 70;
/** Courier's every glyph is 0.6 em wide, so the size that fits the URL on one line is exact. */
const LEBAR_GLIF_COURIER = 0.6;

/**
 * The verification URL is typed from paper: one line, never hyphenated (a hyphen typed into it gives
 * {valid:false}). A monospace font keeps l/1 and O/0 apart; a long URL gets a smaller size rather than a break.
 */
export function ukuranHurufUrl(url: string): number {
  return Math.max(4, Math.min(8, LEBAR_URL / (url.length * LEBAR_GLIF_COURIER)));
}
const utuh = (kata: string) => [kata];

/**
 * No page break may fall within this many points after the results table (react-pdf's minPresenceAhead: a
 * forbidden window). The closing block (signature, QR code, verification URL) is one unbreakable block shorter
 * than that, so when it does not fit under the table the break moves up between the table's rows: the last rows
 * go to the next page with it, under the repeated table header, and the signature never stands alone on an almost
 * empty page. Generous on purpose: long names and positions wrap.
 */
export const RUANG_PENUTUP = 210;

const fmtWaktu = (d: Date) =>
  `${new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Jakarta" }).format(d)} WIB (${d.toISOString()})`;

/** A printable A4 quality document: the record, the results, the signer and the verification QR code. */
export function DokumenKualitasPdf({ f }: { f: FaktaPdf }) {
  return (
    <Document title={`${f.tipe} – ${f.metadata.judul}`} author={f.penandatangan.namaLengkap} creationDate={f.signedAt} creator="GeoKatalog" producer="GeoKatalog" language="id">
      <Page size="A4" style={s.halaman}>
        <View style={s.kop}>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf Image has no alt */}
          {f.kop.logo ? <Image style={s.logo} src={f.kop.logo} /> : null}
          <View style={s.kopTengah}>
            <Text style={s.kopInstansi}>{f.kop.namaInstansi || f.kop.namaKatalog}</Text>
            <Text style={s.aplikasi}>{f.kop.namaKatalog.toUpperCase()} · KATALOG METADATA GEOSPASIAL</Text>
            {f.kop.alamat ? <Text style={s.kopBaris}>{f.kop.alamat}</Text> : null}
            {f.kop.kontak ? <Text style={s.kopBaris}>{f.kop.kontak}</Text> : null}
          </View>
          <View style={s.kopNomor}>
            <Text style={s.nomorLabel}>Nomor dokumen</Text>
            <Text style={s.nomorNilai}>{f.nomor}</Text>
          </View>
        </View>
        <Text style={s.judul}>{JUDUL_DOKUMEN[f.tipe]}</Text>

        <Text style={s.bagian}>Metadata</Text>
        <View style={s.baris}><Text style={s.label}>Judul</Text><Text style={s.nilai}>{f.metadata.judul}</Text></View>
        <View style={s.baris}><Text style={s.label}>Pengenal</Text><Text style={s.nilai}>{f.metadata.id}</Text></View>
        <View style={s.baris}><Text style={s.label}>Organisasi</Text><Text style={s.nilai}>{f.metadata.organisasi}</Text></View>

        <Text style={s.bagian}>Ringkasan</Text>
        <View style={s.baris}>
          <Text style={s.label}>Hasil</Text>
          <Text style={s.nilai}>
            {f.ringkasan.passed} dari {f.ringkasan.total} butir lulus ·{" "}
            <Text style={f.ringkasan.sesuai ? s.lulus : s.gagal}>{f.ringkasan.sesuai ? "SESUAI" : "TIDAK SESUAI"}</Text>
          </Text>
        </View>
        {f.keputusan ? (
          <View style={s.baris}><Text style={s.label}>Keputusan</Text><Text style={s.nilai}>{f.keputusan}</Text></View>
        ) : null}
        {f.catatan ? (
          <View style={s.baris}><Text style={s.label}>Catatan</Text><Text style={s.nilai}>{f.catatan}</Text></View>
        ) : null}

        <Text style={s.bagian}>Rincian</Text>
        <View style={s.tabel} minPresenceAhead={RUANG_PENUTUP}>
          <View style={s.tKepala} fixed>
            <Text style={s.tNo}>No</Text>
            <Text style={s.tLabel}>Butir</Text>
            <Text style={s.tHasil}>Hasil</Text>
            <Text style={s.tKet}>Keterangan</Text>
          </View>
          {f.baris.map((b, i) => (
            <View style={s.tBaris} key={i} wrap={false}>
              <Text style={s.tNo}>{i + 1}</Text>
              <Text style={s.tLabel}>{b.label}</Text>
              <Text style={[s.tHasil, b.lulus ? s.lulus : s.gagal]}>{b.hasil}</Text>
              <Text style={s.tKet}>{b.keterangan ?? ""}</Text>
            </View>
          ))}
        </View>

        {/* One unbreakable block: the URL is never parted from the signature and QR code it belongs to. */}
        <View wrap={false}>
          <View style={s.kaki}>
            <View style={s.ttd}>
              <Text style={s.bagian}>Ditandatangani secara elektronik</Text>
              <View style={s.baris}><Text style={s.label}>Nama</Text><Text style={s.nilai}>{f.penandatangan.namaLengkap}</Text></View>
              <View style={s.baris}><Text style={s.label}>Jabatan</Text><Text style={s.nilai}>{f.penandatangan.jabatan}</Text></View>
              <View style={s.baris}><Text style={s.label}>Organisasi</Text><Text style={s.nilai}>{f.penandatangan.organisasi}</Text></View>
              <View style={s.baris}><Text style={s.label}>Waktu</Text><Text style={s.nilai}>{fmtWaktu(f.signedAt)}</Text></View>
              <View style={s.baris}><Text style={s.label}>Metode</Text><Text style={s.nilai}>Tanda tangan digital (PKI)</Text></View>
            </View>
            <View>
              {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf Image has no alt */}
              <Image style={s.qr} src={f.qrPng} />
              <Text style={s.qrTeks}>Pindai untuk memeriksa keaslian dokumen, atau ketik alamat di bawah.</Text>
            </View>
          </View>
          <View style={s.url} wrap={false}>
            <Text style={s.urlLabel}>Alamat verifikasi:</Text>
            <Text style={{ fontFamily: "Courier", fontSize: ukuranHurufUrl(f.urlVerifikasi) }} hyphenationCallback={utuh}>
              {f.urlVerifikasi}
            </Text>
          </View>
        </View>

        <Text style={s.nomor} render={({ pageNumber, totalPages }) => `${f.nomor} · ${f.metadata.id} · halaman ${pageNumber} dari ${totalPages}`} fixed />
      </Page>
    </Document>
  );
}
