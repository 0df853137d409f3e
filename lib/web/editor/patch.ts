type Json = unknown;

const isObjek = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The RFC 7396 merge patch that turns `lama` into `baru`: keys gone from `baru` become null (else the server
 * would keep a field the user emptied), objects recurse, arrays and values replace, unchanged keys are left out.
 */
export function buatMergePatch(lama: Json, baru: Json): Json {
  if (!isObjek(lama) || !isObjek(baru)) return baru;
  const patch: Record<string, Json> = {};
  for (const k of Object.keys(lama)) if (baru[k] === undefined && lama[k] !== undefined) patch[k] = null;
  for (const [k, v] of Object.entries(baru)) {
    if (v === undefined) continue;
    if (isObjek(v) && isObjek(lama[k])) {
      const dalam = buatMergePatch(lama[k], v);
      if (isObjek(dalam) && Object.keys(dalam).length === 0) continue;
      patch[k] = dalam;
    } else if (JSON.stringify(v) !== JSON.stringify(lama[k])) patch[k] = v;
  }
  return patch;
}
