const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else cannot name a record, so callers answer 404 without querying. */
export function idMetadataSah(id: string): boolean {
  return UUID.test(id);
}
