import path from "node:path";
import jsQR from "jsqr";

type Halaman = { ukuran: number[]; teks: string; baris: string[]; gambar: { width: number; height: number; data: Uint8ClampedArray }[] };

/** Parse a PDF with pdf.js: the text of every page and its images as RGBA pixels (for QR decoding). */
export async function bacaPdf(bytes: Uint8Array): Promise<{ jumlahHalaman: number; halaman: Halaman[]; info: Record<string, unknown> }> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isOffscreenCanvasSupported: false, useSystemFonts: false, standardFontDataUrl: path.join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts/") }).promise;
  const halaman: Halaman[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const p = await doc.getPage(n);
    const isi = await p.getTextContent();
    const teks = isi.items.map((i) => ("str" in i ? i.str : "")).join(" ");
    // Lines as printed: items sharing a baseline (transform[5]), top to bottom, joined without spaces added.
    const perY = new Map<number, string>();
    for (const i of isi.items) if ("str" in i && i.str !== "") perY.set(Math.round(i.transform[5]), (perY.get(Math.round(i.transform[5])) ?? "") + i.str);
    const baris = [...perY.entries()].sort((a, b) => b[0] - a[0]).map(([, t]) => t);
    const ops = await p.getOperatorList();
    const gambar: Halaman["gambar"] = [];
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== pdfjs.OPS.paintImageXObject) continue;
      const nama = ops.argsArray[i][0] as string;
      const img = await new Promise<{ width: number; height: number; data: Uint8ClampedArray; kind: number }>((ok) => p.objs.get(nama, ok));
      gambar.push({ width: img.width, height: img.height, data: keRgba(img) });
    }
    halaman.push({ ukuran: p.view.map((v) => Math.round(v)), teks, baris, gambar });
  }
  const meta = await doc.getMetadata();
  return { jumlahHalaman: doc.numPages, halaman, info: meta.info as Record<string, unknown> };
}

/** pdf.js gives grayscale (1), RGB (2) or RGBA (3) pixel data; jsQR wants RGBA. */
function keRgba(img: { width: number; height: number; data: Uint8ClampedArray; kind: number }): Uint8ClampedArray {
  const n = img.width * img.height;
  if (img.kind === 3) return img.data;
  const out = new Uint8ClampedArray(n * 4);
  for (let i = 0; i < n; i++) {
    if (img.kind === 2) {
      out[i * 4] = img.data[i * 3]!;
      out[i * 4 + 1] = img.data[i * 3 + 1]!;
      out[i * 4 + 2] = img.data[i * 3 + 2]!;
    } else {
      // 1 bit per pixel, rows padded to whole bytes.
      const baris = Math.floor(i / img.width);
      const kol = i % img.width;
      const byte = img.data[baris * Math.ceil(img.width / 8) + (kol >> 3)]!;
      const v = (byte >> (7 - (kol & 7))) & 1 ? 255 : 0;
      out[i * 4] = out[i * 4 + 1] = out[i * 4 + 2] = v;
    }
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** Decode every QR code among the PDF's images. */
export function bacaQr(gambar: Halaman["gambar"]): string[] {
  return gambar.flatMap((g) => {
    const r = jsQR(g.data, g.width, g.height);
    return r ? [r.data] : [];
  });
}
