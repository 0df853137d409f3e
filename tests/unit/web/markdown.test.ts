import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "@/components/Markdown";
import { alamatAman, uraiMarkdown, uraiSebaris } from "@/lib/web/markdown";

const html = (teks: string) => renderToStaticMarkup(createElement(Markdown, { teks }));

describe("Markdown renderer", () => {
  it("renders headings one level down, paragraphs, lists and fenced code", () => {
    const md = "# Judul\n\nBaris satu\nbaris dua.\n\n## Sub\n\n- a\n- b\n  lanjut\n\n1. satu\n2. dua\n\n```\nkode <b>\n```";
    expect(html(md)).toBe(
      "<h2>Judul</h2><p>Baris satu baris dua.</p><h3>Sub</h3><ul><li>a</li><li>b lanjut</li></ul><ol><li>satu</li><li>dua</li></ol><pre><code>kode &lt;b&gt;</code></pre>",
    );
  });

  it("shifts headings so the document's top level is h2", () => {
    expect(html("## A\n\n### B")).toBe("<h2>A</h2><h3>B</h3>");
    expect(html("###### Dalam")).toBe("<h2>Dalam</h2>");
  });

  it("keeps parentheses inside a link address", () => {
    expect(html("[wiki](https://id.wikipedia.org/wiki/Peta_(kartografi)) lagi")).toBe(
      '<p><a href="https://id.wikipedia.org/wiki/Peta_(kartografi)" rel="noopener noreferrer nofollow">wiki</a> lagi</p>',
    );
  });

  it("renders bold, italic, inline code and nested emphasis", () => {
    expect(html("**tebal** dan *miring* dan _juga miring_ dan `gmd` dan __tebal *dalam*__")).toBe(
      "<p><strong>tebal</strong> dan <em>miring</em> dan <em>juga miring</em> dan <code>gmd</code> dan <strong>tebal <em>dalam</em></strong></p>",
    );
  });

  it("leaves snake_case words and lone asterisks alone", () => {
    expect(html("nama_berkas_data dan 2 * 3")).toBe("<p>nama_berkas_data dan 2 * 3</p>");
  });

  it("renders safe links, external ones with rel", () => {
    expect(html("[BIG](https://big.go.id) dan [standar](/standar/x) dan [surel](mailto:a@b.id)")).toBe(
      '<p><a href="https://big.go.id" rel="noopener noreferrer nofollow">BIG</a> dan <a href="/standar/x">standar</a> dan <a href="mailto:a@b.id">surel</a></p>',
    );
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "\\\\evil.example/x"])(
    "drops the link %j and keeps its text",
    (href) => {
      const keluar = html(`klik [di sini](${href}) ya`);
      expect(keluar).not.toContain("<a");
      expect(keluar.toLowerCase()).not.toContain("javascript:");
      expect(keluar).toContain("di sini");
    },
  );

  it("never lets raw HTML through: tags are text", () => {
    const keluar = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n**<b>x</b>**\n\n[<i>t</i>](https://a.id)');
    expect(keluar).not.toMatch(/<script|<img|<b>|<i>/);
    expect(keluar).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(keluar).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("handles Windows line ends and empty input", () => {
    expect(uraiMarkdown("")).toEqual([]);
    expect(uraiMarkdown("a\r\n\r\nb")).toHaveLength(2);
  });

  it("keeps an unclosed marker as text", () => {
    expect(uraiSebaris("**tidak ditutup")).toEqual([{ jenis: "teks", teks: "**tidak ditutup" }]);
  });
});

describe("alamatAman", () => {
  it.each([
    ["https://a.id/x?y=1", "https://a.id/x?y=1"],
    ["http://a.id", "http://a.id"],
    ["/katalog", "/katalog"],
    ["#bagian", "#bagian"],
    ["relatif/berkas", "relatif/berkas"],
    ["MAILTO:a@b.id", "MAILTO:a@b.id"],
  ])("keeps %j", (masuk, keluar) => expect(alamatAman(masuk)).toBe(keluar));

  it.each(["javascript:x", "JAVASCRIPT:x", "\u0000javascript:x", "ja\nvascript:x", "data:x", "file:///etc/passwd", "", "   "])("refuses %j", (masuk) => {
    expect(alamatAman(masuk)).toBeUndefined();
  });
});
