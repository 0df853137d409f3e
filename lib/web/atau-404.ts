import { notFound } from "next/navigation";
import { ApiError } from "@/lib/http/errors";

/** Await a finder that throws `tidak_ditemukan` and turn that into the page's 404; other errors pass through. */
export async function atau404<T>(janji: Promise<T>): Promise<T> {
  try {
    return await janji;
  } catch (err) {
    if (err instanceof ApiError && err.kode === "tidak_ditemukan") notFound();
    throw err;
  }
}
