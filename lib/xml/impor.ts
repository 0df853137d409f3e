import crypto from "node:crypto";
import { catatAudit } from "@/lib/audit/catat-audit";
import { can } from "@/lib/auth/permissions";
import type { Ctx } from "@/lib/context";
import { XmlTidakValid } from "@/lib/csw/xml-tree";
import { ApiError } from "@/lib/http/errors";
import { teksTersimpan } from "@/lib/http/nilai-masukan";
import { aktorPenggunaOrThrow } from "@/lib/metadata/kelola/akses";
import { sisipkanDraf } from "@/lib/metadata/kelola/sisipkan-draf";
import { parseMetadataXmlBertahap, type ButirLaporan, type HasilParse, type ProfilSumber } from "./parse";
import { BATAS_ZIP_BAWAAN, isiButir, rencanakanUnggahan, ZipMelampauiBatas, type BatasZip } from "./zip";

export type BerkasImpor = { nama: string; isi: Uint8Array };

export type HasilBerkas = {
  berkas: string;
  status: "diimpor" | "ditolak";
  /** The new DRAFT record. */
  id?: string;
  judul?: string;
  profil?: ProfilSumber;
  /** fileIdentifier / metadataIdentifier of the source. */
  pengenalSumber?: string;
  laporan: ButirLaporan[];
};

export type HasilImpor = { diimpor: number; ditolak: number; berkas: HasilBerkas[] };

/**
 * POST /api/metadata/import: XML documents, or zips of them, into DRAFT records owned by the caller in the
 * caller's organisation. Each record is written in its own transaction with its audit row, so one bad file
 * never undoes the others; the answer lists every file with what was mapped, dropped or defaulted.
 */
export async function imporMetadata({ ctx, files, batasZip = BATAS_ZIP_BAWAAN }: { ctx: Ctx; files: BerkasImpor[]; batasZip?: BatasZip }): Promise<HasilImpor> {
  const aktor = aktorPenggunaOrThrow(ctx);
  if (!can(aktor.peran, "metadata.buat")) throw new ApiError("dilarang", `Peran ${aktor.peran} tidak dapat membuat metadata.`);
  if (files.length === 0) throw new ApiError("permintaan_tidak_valid", "Tidak ada berkas yang diunggah.");

  // Every limit is judged from the central directories before anything is inflated or stored; entries are then
  // inflated one at a time and dropped once stored, so memory holds one entry, not the whole request.
  const rencana = await sebagai413(async () => rencanakanUnggahan(files, batasZip));
  const anggaran = { terpakai: 0, maks: batasZip.maksTotal };

  const hasil: HasilBerkas[] = [];
  for (const butir of rencana) {
    const f = await sebagai413(() => isiButir(butir, batasZip, anggaran));
    if ("galat" in f) {
      hasil.push(ditolak(f.nama, f.galat));
      continue;
    }
    let h: HasilParse;
    try {
      h = await parseMetadataXmlBertahap(f.isi);
    } catch (err) {
      if (!(err instanceof XmlTidakValid)) throw err;
      hasil.push(ditolak(f.nama, err.message));
      continue;
    }
    const dasar = { berkas: f.nama, profil: h.profil, ...(h.pengenal ? { pengenalSumber: h.pengenal } : {}) };
    if (!h.sah) {
      hasil.push({ ...dasar, status: "ditolak", laporan: h.laporan });
      continue;
    }
    const id = crypto.randomUUID();
    const waktu = new Date();
    const dokumen = h.sah;
    // the service owns identifier and stamp, as for records created in the editor
    dokumen.metadataInfo.pengenal = id;
    dokumen.metadataInfo.tanggalStempel = waktu.toISOString();
    await ctx.db.transaction(async (tx) => {
      await sisipkanDraf(tx, aktor, { id, waktu, dokumen });
      await catatAudit(tx, {
        aktor,
        aksi: "impor",
        entitas: "metadata",
        entitasId: id,
        ke: "DRAFT",
        // A zip entry's name is any bytes: jsonb refuses a NUL or half a surrogate pair.
        data: { berkas: teksTersimpan(f.nama, 300), profil: h.profil, pengenalSumber: h.pengenal ? teksTersimpan(h.pengenal, 200) : null, jumlahLaporan: h.laporan.length },
      });
    });
    const laporan = h.pengenal && h.pengenal !== id ? [{ path: "metadataInfo.pengenal", pesan: `Pengenal sumber "${h.pengenal.slice(0, 80)}" diganti dengan id rekaman baru.` }, ...h.laporan] : h.laporan;
    hasil.push({ ...dasar, status: "diimpor", id, judul: dokumen.identifikasi.judul, laporan });
  }
  const diimpor = hasil.filter((x) => x.status === "diimpor").length;
  return { diimpor, ditolak: hasil.length - diimpor, berkas: hasil };
}

/** A request past the zip limits is one 413 naming the limit: it is refused whole, not reported per file. */
async function sebagai413<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (err) {
    if (err instanceof ZipMelampauiBatas) throw new ApiError("terlalu_besar", err.message);
    throw err;
  }
}

function ditolak(berkas: string, pesan: string): HasilBerkas {
  return { berkas, status: "ditolak", laporan: [{ path: "(berkas)", pesan }] };
}
