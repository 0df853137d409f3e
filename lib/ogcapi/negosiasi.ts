import { formatDiminta, type Format } from "./format";
import { parameterSalah } from "./galat";

export type { Format } from "./format";

/** The negotiated format, or a 400 naming `f` when the resource does not have the one asked for. */
export function pilihFormat(params: URLSearchParams, accept: string | null, boleh: readonly Format[]): Format {
  const f = formatDiminta(params, accept, boleh);
  if (f === null) throw parameterSalah("f", `Format f=${(params.get("f") ?? "").slice(0, 20)} tidak tersedia di sini; pilihan: ${boleh.join(", ")}.`);
  return f;
}
