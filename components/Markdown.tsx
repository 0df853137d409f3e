import { Fragment, type ReactNode } from "react";
import { uraiMarkdown, type Blok, type Sebaris } from "@/lib/web/markdown";

function sebaris(isi: Sebaris[]): ReactNode {
  return isi.map((s, i) => {
    switch (s.jenis) {
      case "teks":
        return <Fragment key={i}>{s.teks}</Fragment>;
      case "kode":
        return <code key={i}>{s.teks}</code>;
      case "tebal":
        return <strong key={i}>{sebaris(s.isi)}</strong>;
      case "miring":
        return <em key={i}>{sebaris(s.isi)}</em>;
      case "tautan": {
        const luar = /^(https?:)?\/\//i.test(s.href);
        return (
          <a key={i} href={s.href} rel={luar ? "noopener noreferrer nofollow" : undefined}>
            {sebaris(s.isi)}
          </a>
        );
      }
    }
  });
}

function blok(b: Blok, i: number): ReactNode {
  switch (b.jenis) {
    case "judul": {
      const Tag = `h${b.tingkat}` as const;
      return <Tag key={i}>{sebaris(b.isi)}</Tag>;
    }
    case "paragraf":
      return <p key={i}>{sebaris(b.isi)}</p>;
    case "daftar": {
      const Tag = b.berurut ? "ol" : "ul";
      return (
        <Tag key={i}>
          {b.butir.map((isi, j) => (
            <li key={j}>{sebaris(isi)}</li>
          ))}
        </Tag>
      );
    }
    case "kodeBlok":
      return (
        <pre key={i}>
          <code>{b.teks}</code>
        </pre>
      );
  }
}

/** Markdown from the database rendered as React elements: no raw HTML, unsafe links reduced to their text. */
export function Markdown({ teks }: { teks: string }) {
  return <>{uraiMarkdown(teks).map(blok)}</>;
}
