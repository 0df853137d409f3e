"use client";
import { useState, useSyncExternalStore } from "react";
import { kirimJson } from "./kirim-json";

/**
 * The state every dashboard form that saves through one JSON call shares: the form's message, the per-field
 * messages from the API's `detail`, the success text and whether a call is under way. `kirim` resolves true
 * when the call succeeded; `tolak` shows a check the browser made itself, next to its field. `sibuk` is also true
 * until the form is hydrated: a click before that would submit the form natively as a GET, with its fields (a
 * password too) in the URL.
 */
const berlanggananKosong = () => () => {};

export function useKirimForm() {
  const [galat, setGalat] = useState<string | null>(null);
  const [sukses, setSukses] = useState<string | null>(null);
  const [detail, setDetail] = useState<Record<string, string>>({});
  const [sibuk, setSibuk] = useState(false);
  const terhidrasi = useSyncExternalStore(berlanggananKosong, () => true, () => false);

  async function kirim(url: string, metode: "POST" | "PATCH", body: unknown, pesanSukses: string): Promise<boolean> {
    setGalat(null);
    setSukses(null);
    setDetail({});
    setSibuk(true);
    const h = await kirimJson(url, metode, body);
    setSibuk(false);
    if (!h.ok) {
      setDetail(h.detail);
      setGalat(h.pesan);
      return false;
    }
    setSukses(pesanSukses);
    return true;
  }

  function tolak(isian: Record<string, string>, pesan: string) {
    setSukses(null);
    setDetail(isian);
    setGalat(pesan);
  }

  return { galat, sukses, detail, sibuk: sibuk || !terhidrasi, kirim, tolak };
}
