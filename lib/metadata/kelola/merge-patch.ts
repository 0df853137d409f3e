/** JSON Merge Patch (RFC 7396): objects merge key by key, `null` removes a key, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObjek(patch)) return patch;
  const hasil: Record<string, unknown> = isObjek(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete hasil[k];
    else hasil[k] = mergePatch(hasil[k], v);
  }
  return hasil;
}

function isObjek(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
