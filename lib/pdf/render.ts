import "server-only";
import { createElement } from "react";
import { renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import QRCode from "qrcode";
import type { ReactElement } from "react";
import { DokumenKualitasPdf, type FaktaPdf } from "./dokumen-kualitas";

/** A crisp QR code (PNG, 8 px per module, error correction M) for printing. */
export async function qrPng(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 2, scale: 8, type: "image/png" });
}

/** Render a quality document to PDF bytes. */
export async function renderPdfKualitas(f: Omit<FaktaPdf, "qrPng">): Promise<Buffer> {
  const el = createElement(DokumenKualitasPdf, { f: { ...f, qrPng: await qrPng(f.urlVerifikasi) } }) as unknown as ReactElement<DocumentProps>;
  return renderToBuffer(el);
}
