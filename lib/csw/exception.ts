import { env } from "@/lib/env";
import { isKueriDihentikan, pesanBatasWaktu } from "@/lib/http/db-errors";
import { ApiError } from "@/lib/http/errors";
import { escapeAtribut, escapeTeks } from "@/lib/xml/sink";

/** The exception codes of OWS 1.0.0 that CSW 2.0.2 uses (spec 7.2, conformance B). */
export const KODE_PENGECUALIAN_CSW = [
  "MissingParameterValue",
  "InvalidParameterValue",
  "OperationNotSupported",
  "VersionNegotiationFailed",
  "NoApplicableCode",
] as const;
export type KodePengecualianCsw = (typeof KODE_PENGECUALIAN_CSW)[number];

/**
 * A CSW request error: an OWS exception code, an Indonesian message that is safe to show (it names the offending
 * value, never SQL, paths or stacks) and the lower-case name of the offending parameter.
 */
export class CswError extends Error {
  readonly code: KodePengecualianCsw;
  readonly locator?: string;

  constructor(code: KodePengecualianCsw, message: string, locator?: string) {
    super(message);
    this.name = "CswError";
    this.code = code;
    this.locator = locator;
  }
}

/** Shorthand for the most common case: a parameter value we cannot accept. */
export function nilaiTidakValid(message: string, locator: string): CswError {
  return new CswError("InvalidParameterValue", message, locator);
}

/** A malformed or unsupported constraint (ogc:Filter or CQL): always InvalidParameterValue at `constraint`. */
export function kendalaTidakValid(message: string): CswError {
  return new CswError("InvalidParameterValue", message, "constraint");
}

const PESAN_INTERNAL = "Terjadi kesalahan internal pada layanan katalog. Silakan coba lagi nanti.";

/**
 * The CswError to show for anything thrown while serving a request. Unknown errors become NoApplicableCode with a
 * fixed message, so their text (which may hold SQL or paths) never reaches the client; the caller logs them.
 */
export function keCswError(err: unknown): CswError {
  if (err instanceof CswError) return err;
  // The concurrency limit (lib/http/serentak.ts): its message is meant for the client.
  if (err instanceof ApiError && err.kode === "terlalu_banyak_permintaan") return new CswError("NoApplicableCode", err.message);
  if (isKueriDihentikan(err)) return new CswError("NoApplicableCode", pesanBatasWaktu(env().DATABASE_PUBLIC_TIMEOUT_SECONDS));
  return new CswError("NoApplicableCode", PESAN_INTERNAL);
}

const OWS = "http://www.opengis.net/ows";
// CSW 2.0.2 imports OWS 1.0.0, so its reports point at that schema even though they say version 1.2.0 (spec 9).
const LOKASI_SKEMA = `${OWS} http://schemas.opengis.net/ows/1.0.0/owsExceptionReport.xsd`;

/**
 * Render an `ows:ExceptionReport` (version 1.2.0) for one error. `language="id"` rather than `xml:lang`: the
 * OWS 1.0.0 schema declares `language` and no other attribute, so `xml:lang` would make the report invalid.
 */
export function renderExceptionReport(err: CswError): string {
  const locator = err.locator === undefined ? "" : ` locator="${escapeAtribut(err.locator)}"`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<ows:ExceptionReport xmlns:ows="${OWS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${LOKASI_SKEMA}" version="1.2.0" language="id">\n` +
    `  <ows:Exception exceptionCode="${err.code}"${locator}>\n` +
    `    <ows:ExceptionText>${escapeTeks(err.message)}</ows:ExceptionText>\n` +
    `  </ows:Exception>\n` +
    `</ows:ExceptionReport>\n`
  );
}
