import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env, modeLokal, type Env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";

export type AlgoritmaKunci = "Ed25519" | "ES256";

/** A public key as published at /api/verify/kunci-publik. */
export type KunciPublik = {
  kid: string;
  alg: AlgoritmaKunci;
  /** SubjectPublicKeyInfo, PEM. */
  pem: string;
  jwk: crypto.JsonWebKey;
  /** X.509 certificate of the key (PEM) when configured. */
  sertifikat?: string;
  aktif: boolean;
};

export type KunciPenandatangan = { kid: string; alg: AlgoritmaKunci; privat: crypto.KeyObject; publik: KunciPublik };

type KunciTermuat = { penandatangan: KunciPenandatangan | null; semua: KunciPublik[] };

const holder = globalThis as unknown as { __gkKunciTtd?: KunciTermuat };

/** A PEM value in the variable itself, or a path to a file holding it. */
function pemAtauBerkas(nilai: string): string {
  return nilai.trimStart().startsWith("-----BEGIN") ? nilai.replace(/\\n/g, "\n") : fs.readFileSync(nilai, "utf8");
}

function algoritma(k: crypto.KeyObject): AlgoritmaKunci {
  if (k.asymmetricKeyType === "ed25519") return "Ed25519";
  if (k.asymmetricKeyType === "ec" && k.asymmetricKeyDetails?.namedCurve === "prime256v1") return "ES256";
  throw new Error(`Kunci tanda tangan harus Ed25519 atau ECDSA P-256, bukan ${k.asymmetricKeyType}`);
}

/** Key id: the first 16 base64url characters of the SHA-256 of the SubjectPublicKeyInfo (DER). */
export function kidDari(publik: crypto.KeyObject): string {
  return crypto.createHash("sha256").update(publik.export({ type: "spki", format: "der" })).digest("base64url").slice(0, 16);
}

function kePublik(publik: crypto.KeyObject, aktif: boolean, sertifikat?: string): KunciPublik {
  return {
    kid: kidDari(publik),
    alg: algoritma(publik),
    pem: publik.export({ type: "spki", format: "pem" }).toString(),
    jwk: publik.export({ format: "jwk" }),
    ...(sertifikat ? { sertifikat } : {}),
    aktif,
  };
}

export const PESAN_TANPA_KUNCI =
  "Penandatanganan tidak tersedia: kunci tanda tangan belum dikonfigurasi di server (SIGNING_PRIVATE_KEY). Hubungi administrator.";

/** Where the development key lives (absolute, for the log): SIGNING_KEY_DIR relative to the working directory. */
export const berkasKunciPengembangan = (e: Env = env()): string => path.resolve(e.SIGNING_KEY_DIR, "penandatangan-dev.pem");

/**
 * The development key: generated once into SIGNING_KEY_DIR (mode 600) and kept, so the seed and the server (and
 * each restart) sign with the same key and earlier signatures keep verifying. Only where `modeLokal` holds.
 */
function kunciPengembangan(berkas: string): crypto.KeyObject {
  if (!fs.existsSync(berkas)) {
    fs.mkdirSync(path.dirname(berkas), { recursive: true, mode: 0o700 });
    const { privateKey } = crypto.generateKeyPairSync("ed25519");
    // `wx`: two processes starting together cannot both write; the loser reads the winner's key.
    try {
      fs.writeFileSync(berkas, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600, flag: "wx" });
      console.warn(`[tanda-tangan] kunci pengembangan dibuat di ${berkas}; JANGAN dipakai di produksi`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return crypto.createPrivateKey(fs.readFileSync(berkas, "utf8"));
}

/** Keys of earlier signers (SIGNING_PUBLIC_KEYS_OLD): PEM values or paths, comma-separated or concatenated. */
function kunciLama(e: Env): KunciPublik[] {
  return (e.SIGNING_PUBLIC_KEYS_OLD ?? "")
    .split(/(?<=-----END PUBLIC KEY-----)|,/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => kePublik(crypto.createPublicKey(pemAtauBerkas(s)), false));
}

/**
 * Without a private key (production not yet configured) nothing can be signed, but verification still works:
 * the published keys are the earlier ones, so a document signed before keeps verifying and an unknown key id is
 * answered as not valid rather than as a 503.
 */
function muat(): KunciTermuat {
  const e = env();
  const lama = kunciLama(e);
  let privat: crypto.KeyObject;
  if (e.SIGNING_PRIVATE_KEY) privat = crypto.createPrivateKey(pemAtauBerkas(e.SIGNING_PRIVATE_KEY));
  else if (!modeLokal(e)) return { penandatangan: null, semua: lama };
  else privat = kunciPengembangan(berkasKunciPengembangan(e));
  const publikKey = crypto.createPublicKey(privat);
  let sertifikat: string | undefined;
  if (e.SIGNING_CERT) {
    sertifikat = pemAtauBerkas(e.SIGNING_CERT);
    const x509 = new crypto.X509Certificate(sertifikat);
    if (!x509.checkPrivateKey(privat)) throw new Error("SIGNING_CERT bukan sertifikat dari SIGNING_PRIVATE_KEY");
  }
  const publik = kePublik(publikKey, true, sertifikat);
  return { penandatangan: { kid: publik.kid, alg: publik.alg, privat, publik }, semua: [publik, ...lama.filter((k) => k.kid !== publik.kid)] };
}

function kunci() {
  return (holder.__gkKunciTtd ??= muat());
}

/** The key that signs now; a 503 with a clear message in production when none is configured. */
export function kunciPenandatangan(): KunciPenandatangan {
  const k = kunci().penandatangan;
  if (!k) throw new ApiError("layanan_tidak_tersedia", PESAN_TANPA_KUNCI);
  return k;
}

/** Every public key a signature may have been made with (the current one first). */
export const daftarKunciPublik = (): KunciPublik[] => kunci().semua;

export const PERINGATAN_TANPA_KUNCI =
  "[tanda-tangan] SIGNING_PRIVATE_KEY belum diatur: setiap penandatanganan QC/QE/QA ditolak (503) sampai kunci dikonfigurasi. " +
  "Buat kunci dengan `openssl genpkey -algorithm ed25519 -out signing-key.pem` lalu isi SIGNING_PRIVATE_KEY dengan path berkas itu.";

/**
 * At server start (instrumentation.ts), one line about the signing key: a production instance without a key
 * warns once instead of answering every "Tandatangani" with a 503 and nothing in its log; a demo on a production
 * build says it signs with the development key; a key that cannot be loaded is reported now, not at first use.
 */
export function laporKunciSaatMulai(): void {
  const e = env();
  if (!e.SIGNING_PRIVATE_KEY && !modeLokal(e)) {
    console.warn(PERINGATAN_TANPA_KUNCI);
    return;
  }
  try {
    const k = kunciPenandatangan();
    if (e.SIGNING_PRIVATE_KEY) console.info(`[tanda-tangan] kunci penandatangan ${k.kid} (${k.alg}) dari SIGNING_PRIVATE_KEY`);
    else if (e.NODE_ENV === "production")
      console.warn(
        `[tanda-tangan] GEOKATALOG_DEMO: dokumen ditandatangani dengan kunci pengembangan ${berkasKunciPengembangan(e)} (kid ${k.kid}); ` +
          "hanya untuk demo, JANGAN dipakai untuk dokumen sungguhan (atur SIGNING_PRIVATE_KEY).",
      );
    else console.info(`[tanda-tangan] kunci pengembangan ${berkasKunciPengembangan(e)} (kid ${k.kid})`);
  } catch (err) {
    console.error(`[tanda-tangan] kunci tanda tangan tidak dapat dimuat (SIGNING_PRIVATE_KEY, SIGNING_CERT, SIGNING_PUBLIC_KEYS_OLD): ${err instanceof Error ? err.message : String(err)}; penandatanganan akan gagal.`);
  }
}

/** Forget the loaded keys (tests that change the configuration). */
export function lupakanKunci(): void {
  delete holder.__gkKunciTtd;
}

/** Sign bytes: Ed25519, or ECDSA P-256 with SHA-256 in the IEEE P1363 (r‖s) form JOSE uses. */
export function tandatangani(k: KunciPenandatangan, data: Buffer): string {
  const sig = k.alg === "Ed25519" ? crypto.sign(null, data, k.privat) : crypto.sign("sha256", data, { key: k.privat, dsaEncoding: "ieee-p1363" });
  return sig.toString("base64");
}

/** Check a signature with the published key of that id; false for an unknown key or a bad signature. */
export function periksaTandaTangan(kid: string, data: Buffer, signatureB64: string): boolean {
  const k = daftarKunciPublik().find((x) => x.kid === kid);
  if (!k) return false;
  const sig = Buffer.from(signatureB64, "base64");
  const publik = crypto.createPublicKey(k.pem);
  try {
    return k.alg === "Ed25519" ? crypto.verify(null, data, publik, sig) : crypto.verify("sha256", data, { key: publik, dsaEncoding: "ieee-p1363" }, sig);
  } catch {
    return false;
  }
}
