import { ApiError } from "@/lib/http/errors";
import type { BerkasImpor } from "./impor";

/** Largest upload body: a zip of many records; the zip's own bounds (zip.ts) limit what it inflates to. */
export const UKURAN_UNGGAHAN_MAKS = 50 * 1024 * 1024;

const TIPE_MENTAH = /^(application\/(xml|zip|x-zip-compressed|octet-stream)|text\/xml)\b/i;

/** The body, read up to the limit whatever Content-Length claims (chunked bodies have none). */
async function bacaTerbatas(req: Request): Promise<Buffer> {
  const klaim = Number(req.headers.get("content-length") ?? "0");
  if (klaim > UKURAN_UNGGAHAN_MAKS) throw terlaluBesar();
  if (!req.body) return Buffer.alloc(0);
  const potongan: Uint8Array[] = [];
  let total = 0;
  const pembaca = req.body.getReader();
  for (;;) {
    const { done, value } = await pembaca.read();
    if (done) break;
    total += value.length;
    if (total > UKURAN_UNGGAHAN_MAKS) {
      await pembaca.cancel();
      throw terlaluBesar();
    }
    potongan.push(value);
  }
  return Buffer.concat(potongan);
}

const terlaluBesar = () => new ApiError("terlalu_besar", `Unggahan terlalu besar (maksimum ${UKURAN_UNGGAHAN_MAKS / 1024 / 1024} MB).`);

/**
 * The files of an import request: multipart/form-data with one or more files (any field name), or a raw XML or
 * zip body (curl --data-binary) named by the optional `X-Nama-Berkas` header.
 */
export async function bacaBerkasUnggahan(req: Request): Promise<BerkasImpor[]> {
  const tipe = req.headers.get("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(tipe)) {
    const isi = await bacaTerbatas(req);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(isi), { headers: { "content-type": tipe } }).formData();
    } catch {
      throw new ApiError("permintaan_tidak_valid", "Badan multipart/form-data tidak dapat dibaca.");
    }
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
