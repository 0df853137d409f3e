import { ApiError } from "@/lib/http/errors";
import { teksUkuran } from "@/lib/http/badan";

/** Upper bounds of an uploaded logo or favicon: bytes and pixels per side. */
export const BATAS_GAMBAR = { bita: 512 * 1024, piksel: 4096 } as const;

export type TipeGambar = "image/png" | "image/jpeg";
export type InfoGambar = { tipe: TipeGambar; ekstensi: "png" | "jpg"; lebar: number; tinggi: number };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a JPEG's first start-of-frame segment, walking the marker segments. */
function ukuranJpeg(b: Uint8Array): { lebar: number; tinggi: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const penanda = b[i + 1]!;
    if (penanda === 0xff) {
      i++;
      continue;
    }
    const panjang = (b[i + 2]! << 8) | b[i + 3]!;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (penanda >= 0xc0 && penanda <= 0xcf && penanda !== 0xc4 && penanda !== 0xc8 && penanda !== 0xcc) {
      return { tinggi: (b[i + 5]! << 8) | b[i + 6]!, lebar: (b[i + 7]! << 8) | b[i + 8]! };
    }
    i += 2 + panjang;
  }
  return null;
}

/**
 * A logo or favicon, judged by its bytes (the declared type and name prove nothing): PNG or JPEG only, within
 * the size bounds. SVG is refused: it can carry script, and the PDF letterhead renderer draws only PNG and JPEG
 * (docs/decisions.md).
 */
export function periksaGambar(b: Uint8Array): InfoGambar {
  if (b.byteLength === 0) throw new ApiError("permintaan_tidak_valid", "Berkas gambar kosong.");
  if (b.byteLength > BATAS_GAMBAR.bita) throw new ApiError("terlalu_besar", `Gambar terlalu besar: maksimum ${teksUkuran(BATAS_GAMBAR.bita)}.`);
  let info: InfoGambar | null = null;
  if (PNG.every((v, i) => b[i] === v) && b.byteLength > 24) {
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    info = { tipe: "image/png", ekstensi: "png", lebar: dv.getUint32(16), tinggi: dv.getUint32(20) };
  } else if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const u = ukuranJpeg(b);
    if (u) info = { tipe: "image/jpeg", ekstensi: "jpg", ...u };
  }
  if (!info) {
    const awal = Buffer.from(b.subarray(0, 256)).toString("utf8").trimStart().toLowerCase();
    const svg = awal.startsWith("<svg") || awal.startsWith("<?xml");
    throw new ApiError(
      "tipe_konten_tidak_didukung",
      svg ? "Gambar SVG tidak diterima (dapat memuat skrip). Unggah logo dalam PNG atau JPEG." : "Berkas bukan gambar PNG atau JPEG yang dapat dibaca.",
    );
  }
  if (info.lebar < 1 || info.tinggi < 1 || info.lebar > BATAS_GAMBAR.piksel || info.tinggi > BATAS_GAMBAR.piksel) {
    throw new ApiError("permintaan_tidak_valid", `Ukuran gambar ${info.lebar} × ${info.tinggi} piksel: setiap sisi harus 1–${BATAS_GAMBAR.piksel} piksel.`);
  }
  return info;
}
