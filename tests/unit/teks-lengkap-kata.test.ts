import { describe, expect, it } from "vitest";
import { urlAman } from "@/lib/metadata/url";
import { tsvectorKata } from "@/lib/metadata/teks-lengkap";
import { escapeTeks } from "@/lib/xml/sink";

const urutanByte = (kata: string[]) => [...kata].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
const kataDari = (tsv: string) => tsv.split(" ").map((k) => k.slice(1, -1));

describe("tsvectorKata", () => {
  it("orders words as Postgres does (UTF-8 bytes), for accented letters as for ASCII", () => {
    const kata = kataDari(tsvectorKata("zona émisi air Ärger 2024 éa b"));
    expect(kata).toEqual(urutanByte(["zona", "émisi", "air", "Ärger", "2024", "éa", "b"]));
  });

  it("orders a word outside the BMP after the private-use letters, as UTF-8 does (not as UTF-16 units)", () => {
    // U+FF21 (Ａ) is one UTF-16 unit above the surrogates but below U+1D400 (𝐀) in code points and in UTF-8
    const kata = kataDari(tsvectorKata("\u{1D400}x \uFF21y"));
    expect(kata).toEqual(["\uFF21y", "\u{1D400}x"]);
  });

  it("keeps each word once and drops words Postgres would refuse", () => {
    const panjang = "a".repeat(3000);
    expect(kataDari(tsvectorKata(`air air ${panjang} laut`))).toEqual(["air", "laut"]);
    expect(kataDari(tsvectorKata(`${"é".repeat(1100)} laut`))).toEqual(["laut"]);
  });
});

describe("urlAman", () => {
  it("answers the same for a URL asked again, allowed or refused", () => {
    for (let i = 0; i < 2; i++) {
      expect(urlAman(" https://data.example.go.id/a ", "sumberDaring")).toBe("https://data.example.go.id/a");
      expect(urlAman("javascript:alert(1)", "sumberDaring")).toBeUndefined();
      expect(urlAman("mailto:a@b.example", "kontak")).toBe("mailto:a@b.example");
      expect(urlAman("mailto:a@b.example", "sumberDaring")).toBeUndefined();
    }
  });
});

describe("escapeTeks", () => {
  it("drops characters XML forbids and keeps paired surrogates", () => {
    expect(escapeTeks("a\u0001b\uFFFEc")).toBe("abc");
    expect(escapeTeks("peta \u{1F5FA} & <x>")).toBe("peta \u{1F5FA} &amp; &lt;x&gt;");
    expect(escapeTeks("lepas \uD800 sendiri")).toBe("lepas  sendiri");
  });
});
