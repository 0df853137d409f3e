import { bacaBadan, bacaFormulir } from "@/lib/http/badan";
import { ApiError } from "@/lib/http/errors";
import type { BerkasImpor } from "./impor";

/** Largest upload body: a zip of many records; the zip's own bounds (zip.ts) limit what it inflates to. */
export const UKURAN_UNGGAHAN_MAKS = 50 * 1024 * 1024;

const TIPE_MENTAH = /^(application\/(xml|zip|x-zip-compressed|octet-stream)|text\/xml)\b/i;

const bacaTerbatas = (req: Request) => bacaBadan(req, UKURAN_UNGGAHAN_MAKS, terlaluBesar);

const terlaluBesar = () => new ApiError("terlalu_besar", `Unggahan terlalu besar (maksimum ${UKURAN_UNGGAHAN_MAKS / 1024 / 1024} MB).`);

/**
 * The files of an import request: multipart/form-data with one or more files (any field name), or a raw XML or
 * zip body (curl --data-binary) named by the optional `X-Nama-Berkas` header.
 */
export async function bacaBerkasUnggahan(req: Request): Promise<BerkasImpor[]> {
  const tipe = req.headers.get("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(tipe)) {
    const form = await bacaFormulir(req, UKURAN_UNGGAHAN_MAKS, {
      terlaluBesar,
      tidakTerbaca: () => new ApiError("permintaan_tidak_valid", "Badan multipart/form-data tidak dapat dibaca."),
    });
    const berkas: BerkasImpor[] = [];
    for (const nilai of form.values()) {
      if (typeof nilai === "string") continue;
      berkas.push({ nama: nilai.name || "unggahan", isi: new Uint8Array(await nilai.arrayBuffer()) });
    }
    return berkas;
  }
  if (TIPE_MENTAH.test(tipe)) {
    const isi = await bacaTerbatas(req);
    const nama = req.headers.get("x-nama-berkas")?.trim().slice(0, 200) || (/zip/i.test(tipe) ? "unggahan.zip" : "unggahan.xml");
    return isi.length > 0 ? [{ nama, isi }] : [];
  }
  throw new ApiError("tipe_konten_tidak_didukung", "Unggah berkas XML atau zip sebagai multipart/form-data, application/xml atau application/zip.");
}
