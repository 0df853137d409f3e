import "server-only";
import { cache } from "react";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { keIdentitas, type Identitas } from "@/lib/identitas";
import { identitasTercache } from "@/lib/identitas/tercache";
import { konteksPublik } from "./konteks";

/**
 * The identity for the public frame and metadata. Every public page is dynamic (rendered per request), and the
 * root 404 page opts in with connection(), so a saved change is never baked in at build. A database that cannot
 * answer must not take the 404 or error pages down with it: the built-in identity is shown instead and the failure
 * logged. Once per request (React cache): the layout's metadata, the frame and the Markdown pages share one read.
 */
export const identitasPublik = cache(async (): Promise<Identitas> => {
  try {
    return await identitasTercache(await konteksPublik());
  } catch (err) {
    catatGalat("[identitas] tidak dapat dibaca; identitas bawaan dipakai", err);
    return keIdentitas(null);
  }
});
