import { z } from "@/lib/validation/zod";
import { ALASAN_GALAT, GalatApi } from "./galat";
import type { Operasi, Parameter, Respons } from "./jenis";
import { OPERASI_ADMIN } from "./operasi-admin";
import { OPERASI_AUTH } from "./operasi-auth";
import { OPERASI_METADATA } from "./operasi-metadata";
import { OPERASI_PANEN } from "./operasi-panen";
import { OPERASI_PUBLIK } from "./operasi-publik";

/** Every operation of the API; tests/unit/openapi-cakupan.test.ts fails when a route file is missing here. */
export const OPERASI: readonly Operasi[] = [...OPERASI_PUBLIK, ...OPERASI_AUTH, ...OPERASI_METADATA, ...OPERASI_ADMIN, ...OPERASI_PANEN];

type Skema = Record<string, unknown>;

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of a request body, as the handler receives it: `io: "input"`
 * describes what a client sends (before transforms and defaults), and shapes JSON cannot express become `{}`.
 */
function skemaJson(skema: z.ZodType): Skema {
  const { $schema: _, ...isi } = z.toJSONSchema(skema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Skema;
  return isi;
}

const PARAM_PATH: Record<string, { deskripsi: string; skema: Skema }> = {
  id: { deskripsi: "ID (UUID)", skema: { type: "string", format: "uuid" } },
  tipe: { deskripsi: "Jenis dokumen kualitas", skema: { type: "string", enum: ["qc", "qe", "qa"] } },
  token: { deskripsi: "Token verifikasi dari kode QR", skema: { type: "string" } },
  slug: { deskripsi: "Slug standar", skema: { type: "string" } },
  jenis: { deskripsi: "Jenis daftar referensi", skema: { type: "string" } },
};

function parameter(op: Operasi): Skema[] {
  const path = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, nama]) => {
    const p = PARAM_PATH[nama!] ?? { deskripsi: nama!, skema: { type: "string" } };
    return { name: nama, in: "path", required: true, description: p.deskripsi, schema: p.skema };
  });
  const kueri = (op.kueri ?? []).map((p: Parameter) => ({
    name: p.nama,
    in: "query",
    required: p.wajib ?? false,
    description: p.deskripsi,
    schema: { type: p.jenis ?? "string", ...(p.pilihan ? { enum: [...p.pilihan] } : {}) },
  }));
  return [...path, ...kueri];
}

function isiRespons(r: Respons, status: number): Skema {
  if (r.media) return { description: r.deskripsi, content: { [r.media]: { schema: { type: "string" } } } };
  if (status >= 400) return { description: r.deskripsi, content: { "application/json": { schema: { $ref: "#/components/schemas/Galat" } } } };
  if (!r.json) return { description: r.deskripsi };
  const schema = r.json === "objek" ? { type: "object" } : r.json === "larik" ? { type: "array", items: {} } : skemaJson(r.json);
  return { description: r.deskripsi, content: { "application/json": { schema } } };
}

function respons(op: Operasi): Skema {
  const hasil: Skema = {};
  for (const [kode, r] of Object.entries(op.respons)) hasil[kode] = isiRespons(r, Number(kode));
  // Every JSON endpoint may answer these with `{error}`; the CSW endpoint answers in XML instead.
  const umum = op.path === "/csw" ? [] : op.akses === "sesi" ? [400, 401, 403] : [400];
  for (const kode of umum) hasil[kode] ??= isiRespons({ deskripsi: ALASAN_GALAT[kode]! }, kode);
  return hasil;
}

function operasi(op: Operasi): Skema {
  const body = op.body
    ? "json" in op.body
      ? { required: true, content: { "application/json": { schema: skemaJson(op.body.json) } } }
      : { required: true, description: op.body.deskripsi, content: { [op.body.media]: { schema: op.body.media.startsWith("multipart") ? { type: "object", properties: { berkas: { type: "string", format: "binary" } } } : { type: "string" } } } }
    : undefined;
  return {
    tags: [op.tag],
    summary: op.ringkasan,
    ...(op.deskripsi ? { description: op.deskripsi } : {}),
    operationId: `${op.metode}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    ...(parameter(op).length ? { parameters: parameter(op) } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: respons(op),
    security: op.akses === "sesi" ? [{ sesi: [] }] : [],
  };
}

/** The OpenAPI 3.1 document of the whole API, generated from the registry and the handlers' zod schemas. */
export function bangunOpenApi(baseUrl: string): Skema {
  const paths: Record<string, Record<string, Skema>> = {};
  for (const op of OPERASI) (paths[op.path] ??= {})[op.metode] = operasi(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "GeoKatalog API",
      version: "1.0.0",
      description: "REST katalog metadata geospasial. Setiap galat berbentuk `{\"error\": \"<pesan>\"}` dalam bahasa Indonesia. Titik akhir bersesi memakai cookie `gk_sesi` dari `POST /api/auth/login`.",
    },
    servers: [{ url: baseUrl.replace(/\/$/, "") }],
    tags: [...new Set(OPERASI.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Galat: skemaJson(GalatApi) },
      securitySchemes: { sesi: { type: "apiKey", in: "cookie", name: "gk_sesi", description: "Cookie sesi HttpOnly dari POST /api/auth/login" } },
    },
  };
}
