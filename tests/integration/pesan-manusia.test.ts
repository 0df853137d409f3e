import crypto from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import HalamanVerifikasi from "@/app/(public)/verifikasi/[token]/page";
import VerifikasiTidakDitemukan from "@/app/(public)/verifikasi/[token]/not-found";
import HalamanKonfirmasi from "@/app/walidata/konfirmasi/page";
import { BuktiLuring } from "@/components/BuktiLuring";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas } from "@/lib/db/schema";
import { hashToken, turunkanToken } from "@/lib/quality/tanda-tangan/token";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pakaiRedisUji } from "@/tests/helpers/sesi";

// The verification page reads the client address for its rate limit; outside a request Next has no headers.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "10.9.0.1" }) }));
pakaiRedisUji();

let h: DatabaseHandle;
let tokenDigantikan: string;

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "PSN");
  const [id] = await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [{ judul: "Jalan Nasional" }]);
  const idQc = crypto.randomUUID();
  tokenDigantikan = turunkanToken(idQc, new Date("2026-01-20T03:00:00Z"));
  await h.db.insert(dokumenKualitas).values({ id: idQc, metadataId: id!, tipe: "QC", status: "SUPERSEDED", sesuai: true, passed: 1, total: 1, signatureMethod: "PKI", signatureTokenHash: hashToken(tokenDigantikan) });
});
afterAll(async () => h?.close());

const halaman = (token: string) => HalamanVerifikasi({ params: Promise.resolve({ token }) });
const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe("/verifikasi/{token} for a bad code", () => {
  it("answers 404 (Next's notFound) for a malformed or an unknown code", async () => {
    for (const token of ["abc", "A".repeat(43)]) {
      await expect(halaman(token), token).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    }
  });

  it("whose 404 page still says the document is not valid and links to the offline check", () => {
    const isi = html(createElement(VerifikasiTidakDitemukan));
    expect(isi).toContain("Dokumen tidak sah atau tidak ditemukan");
    expect(isi).toContain('<a href="/api/verify/kunci-publik">');
    expect(isi).not.toContain("/bukti");
  });

  it("a known but superseded document keeps its own explanation (not a 404)", async () => {
    const isi = html(await halaman(tokenDigantikan));
    expect(isi).toContain("Tidak sah: Dokumen sudah tidak berlaku");
  });

  it("the offline proof names the document's own proof and the public keys", () => {
    const isi = html(createElement(BuktiLuring, { token: tokenDigantikan }));
    expect(isi).toContain(`<a href="/api/verify/${tokenDigantikan}/bukti">`);
    expect(isi).toContain('<a href="/api/verify/kunci-publik">');
    expect(isi).toContain("Ed25519");
  });
});

describe("/walidata/konfirmasi says what happened", () => {
  const konfirmasi = async (q: Record<string, string | undefined>) => html(await HalamanKonfirmasi({ searchParams: Promise.resolve(q) }));

  it("opened without a link: nothing was processed, no server error", async () => {
    const isi = await konfirmasi({});
    expect(isi).toContain("Tidak ada konfirmasi yang diproses");
    expect(isi).toContain("tidak ada metadata yang disetujui atau diubah");
    expect(isi).not.toContain("kesalahan pada server");
  });

  it("a link without its token, or a failure without a known reason, is explained, not blamed on the server", async () => {
    for (const q of [{ hasil: "galat", alasan: "tanpa-token" }, { hasil: "galat" }, { hasil: "galat", alasan: "bukan-alasan" }]) {
      const isi = await konfirmasi(q);
      expect(isi, JSON.stringify(q)).toContain("Tautan konfirmasi tidak memuat kode konfirmasinya");
      expect(isi, JSON.stringify(q)).not.toContain("kesalahan pada server");
    }
  });

  it("an unexpected failure the API reported as such still says so", async () => {
    expect(await konfirmasi({ hasil: "galat", alasan: "server" })).toContain("Terjadi kesalahan pada server");
  });
});
