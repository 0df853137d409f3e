import { z } from "@/lib/validation/zod";
import { LABEL_IDENTITAS as L } from "./label";

const MAKS_HALAMAN = 50_000;

/** PATCH /api/admin/identitas: any subset of the text fields; images have their own endpoints. */
export const IdentitasInput = z
  .object({
    namaKatalog: z.string().trim().min(1).max(120).meta({ title: L.namaKatalog }),
    namaInstansi: z.string().trim().max(300).meta({ title: L.namaInstansi }),
    alamat: z.string().trim().max(1_000).meta({ title: L.alamat }),
    telepon: z.string().trim().max(50).meta({ title: L.telepon }),
    email: z.union([z.literal(""), z.email().max(254)]).meta({ title: L.email }),
    tentang: z.string().trim().min(1).max(MAKS_HALAMAN).meta({ title: L.tentang }),
    kebijakanPrivasi: z.string().trim().min(1).max(MAKS_HALAMAN).meta({ title: L.kebijakanPrivasi }),
    syaratPenggunaan: z.string().trim().min(1).max(MAKS_HALAMAN).meta({ title: L.syaratPenggunaan }),
  })
  .partial()
  .strict();
export type IdentitasInput = z.infer<typeof IdentitasInput>;

/** What every page reads: the texts, and each image's URL (with its content hash, so a change is a new URL). */
export type Identitas = {
  namaKatalog: string;
  namaInstansi: string;
  alamat: string;
  telepon: string;
  email: string;
  tentang: string;
  kebijakanPrivasi: string;
  syaratPenggunaan: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  updatedAt: string | null;
};
