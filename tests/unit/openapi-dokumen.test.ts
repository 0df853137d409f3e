import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { OrganisasiInput } from "@/lib/admin/organisasi";
import { bangunOpenApi } from "@/lib/openapi";

type Dok = { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, unknown> }>> };
const dok = bangunOpenApi("https://katalog.contoh.go.id/") as unknown as Dok;

describe("generated OpenAPI document", () => {
  it("is valid OpenAPI 3.1 (@readme/openapi-parser)", async () => {
    const hasil = await validate(structuredClone(dok) as never);
    if (!hasil.valid) console.error(JSON.stringify(hasil.errors, null, 2));
    expect(hasil.valid).toBe(true);
    expect(dok.openapi).toBe("3.1.0");
  });

  it("takes request bodies from the handlers' zod schemas", () => {
    const skema = dok.paths["/api/admin/organisasi"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(skema.properties as object).sort()).toEqual(Object.keys(OrganisasiInput.shape).sort());
    expect(skema.required).toEqual(expect.arrayContaining(["kode", "nama"]));
    const ubah = dok.paths["/api/admin/organisasi/{id}"]!.patch!.requestBody!.content["application/json"]!.schema;
    expect(ubah.properties).toHaveProperty("paksa");
  });

  it("describes errors as {error} and the CSW endpoint as XML", () => {
    expect(dok.paths["/api/admin/organisasi/{id}"]!.patch!.responses["409"]).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/Galat" } } } });
    expect(dok.paths["/csw"]!.get!.responses["200"]).toMatchObject({ content: { "application/xml": {} } });
  });
});
