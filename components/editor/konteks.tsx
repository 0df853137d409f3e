"use client";

import { createContext, useContext } from "react";
import type { FormDokumen } from "@/lib/web/editor/bentuk";
import type { PilihanEditor } from "@/lib/web/editor/referensi";

export type KonteksEditor = {
  form: FormDokumen;
  /** Change the form: the callback mutates a copy. */
  ubah: (fn: (f: FormDokumen) => void) => void;
  /** Messages by the field key that shows them (see `bidangUntuk`). */
  galat: Record<string, string[]>;
  pilihan: PilihanEditor;
};

export const Konteks = createContext<KonteksEditor | null>(null);

export function useEditor(): KonteksEditor {
  const k = useContext(Konteks);
  if (!k) throw new Error("useEditor di luar FormMetadata");
  return k;
}
