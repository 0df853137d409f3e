import "server-only";
import { connection } from "next/server";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { keIdentitas, type Identitas } from "@/lib/identitas";
import { identitasTercache } from "@/lib/identitas/tercache";
import { konteksPublik } from "./konteks";

/**
 * The identity for the public frame and metadata, read per request (never baked in at build: a saved change must
 * show on every instance). A database that cannot answer must not take the 404 or error pages down with it: the
 * built-in identity is shown instead and the failure logged.
 */
export async function identitasPublik(): Promise<Identitas> {
  await connection();
  try {
    return await identitasTercache(await konteksPublik());
  } catch (err) {
    catatGalat("[identitas] tidak dapat dibaca; identitas bawaan dipakai", err);
    return keIdentitas(null);
  }
}
