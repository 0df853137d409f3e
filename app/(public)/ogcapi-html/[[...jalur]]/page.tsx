import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MasalahOgc } from "@/lib/ogcapi/galat";
import { isiHalamanOgc, type IsiHalamanOgc } from "@/lib/ogcapi/halaman";
import { denganParameter, type Tautan } from "@/lib/ogcapi/tautan";
import { konteksPublik } from "@/lib/web/konteks";

export const dynamic = "force-dynamic";

// Reached only through proxy.ts, which rewrites /ogcapi/… here when a client negotiates HTML (f=html or Accept).
export const metadata: Metadata = { title: "OGC API – Records", robots: { index: false } };

type Props = { params: Promise<{ jalur?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The HTML encoding of /ogcapi: server-rendered in the site's frame, every link and the search form work without JavaScript. */
export default async function HalamanOgc({ params, searchParams }: Props) {
  const jalur = (await params).jalur ?? [];
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(await searchParams)) for (const x of [v].flat()) if (x !== undefined) sp.append(k, x);
  let isi: IsiHalamanOgc;
  try {
    isi = await isiHalamanOgc(await konteksPublik(), jalur, sp);
  } catch (err) {
    if (err instanceof MasalahOgc && err.status === 404) notFound();
    throw err;
  }
  return (
    <>
      <p className="remah">
        {/* /ogcapi is a route handler that proxy.ts rewrites here for HTML: a full request, never a client navigation. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/ogcapi?f=html">OGC API – Records</a>
        {jalur.length ? <> / {jalur.join(" / ")}</> : null}
      </p>
      <Isi isi={isi} />
    </>
  );
}

const html = (href: string) => denganParameter(href, { f: "html" });

function DaftarTautan({ links }: { links: Tautan[] }) {
  return (
    <ul>
      {links.map((l, i) => (
        <li key={i}>
          <a href={l.href}>{l.title ?? l.href}</a> <span className="redup">({l.rel}{l.type ? `, ${l.type}` : ""})</span>
        </li>
      ))}
    </ul>
  );
}

function Isi({ isi }: { isi: IsiHalamanOgc }) {
  const { akar } = isi;
  switch (isi.jenis) {
    case "depan":
      return (
        <>
          <h1>{isi.doc.title}</h1>
          <p>{isi.doc.description}</p>
          <p>Katalog ini juga dilayani sebagai OGC API – Records untuk aplikasi SIG (QGIS, OWSLib, pycsw, GeoNetwork).</p>
          <ul>
            <li><a href={html(`${akar}/collections/metadata/items`)}>Cari rekaman metadata</a></li>
            <li><a href={html(`${akar}/collections`)}>Koleksi</a></li>
            <li><a href={html(`${akar}/conformance`)}>Kelas kesesuaian</a></li>
            <li><a href={html(`${akar}/openapi`)}>Definisi API (OpenAPI 3.0)</a></li>
          </ul>
          <h2>Tautan</h2>
          <DaftarTautan links={isi.doc.links} />
        </>
      );
    case "kesesuaian":
      return (
        <>
          <h1>Kelas kesesuaian</h1>
          <ul className="polos">{isi.doc.conformsTo.map((k) => <li key={k}><code>{k}</code></li>)}</ul>
        </>
      );
    case "openapi": {
      const paths = isi.doc.paths as Record<string, { get: { summary: string; parameters: { name: string; description?: string }[] } }>;
      return (
        <>
          <h1>Definisi API</h1>
          <p>Dokumen mesin: <a href={`${akar}/openapi?f=json`}>OpenAPI 3.0 (JSON)</a>.</p>
          {Object.entries(paths).map(([p, op]) => (
            <section key={p}>
              <h2><code>GET {p}</code> — {op.get.summary}</h2>
              <ul>{op.get.parameters.map((x) => <li key={x.name}><code>{x.name}</code>: {x.description}</li>)}</ul>
            </section>
          ))}
        </>
      );
    }
    case "koleksi":
      return (
        <>
          <h1>Koleksi</h1>
          {isi.daftar.map((k) => (
            <section key={k.id}>
              <h2><a href={html(`${akar}/collections/${k.id}`)}>{k.title}</a></h2>
              <p>{k.description}</p>
              <p>Cakupan: {k.extent.spatial.bbox[0]!.join(", ")} (CRS84){k.extent.temporal ? <>; waktu {k.extent.temporal.interval[0]!.map((t) => t ?? "..").join(" – ")}</> : null}</p>
              <p><a className="tombol-kecil" href={html(`${akar}/collections/${k.id}/items`)}>Cari rekaman</a> <a href={html(`${akar}/collections/${k.id}/queryables`)}>Queryable</a></p>
            </section>
          ))}
        </>
      );
    case "queryables":
      return (
        <>
          <h1>{isi.doc.title}</h1>
          <dl>
            {Object.entries(isi.doc.properties).map(([n, s]) => (
              <div key={n}><dt><code>{n}</code></dt><dd>{(s as { title: string }).title}</dd></div>
            ))}
          </dl>
        </>
      );
    case "items":
      return <Items isi={isi} />;
    case "item":
      return <Item isi={isi} />;
    case "galat":
      return (
        <div className="pesan pesan-galat" role="alert">
          <h1>Permintaan tidak valid</h1>
          <p>{isi.pesan}</p>
          {isi.parameter ? <p>Parameter: <code>{isi.parameter}</code></p> : null}
          <p><a href={html(`${akar}/collections/metadata/items`)}>Mulai pencarian baru</a></p>
        </div>
      );
  }
}

function Items({ isi }: { isi: Extract<IsiHalamanOgc, { jenis: "items" }> }) {
  const { halaman: h, params, akar } = isi;
  const tautan = (rel: string) => h.links.find((l) => l.rel === rel)?.href;
  const [berikut, sebelum] = [tautan("next"), tautan("prev")];
  const nilai = (n: string) => params.get(n) ?? "";
  return (
    <>
      <h1>Rekaman metadata</h1>
      <form method="get" action="/ogcapi/collections/metadata/items" className="filter">
        <input type="hidden" name="f" value="html" />
        <div className="filter-baris">
          <label>Kata <input name="q" defaultValue={nilai("q")} /></label>
          <label>bbox (barat,selatan,timur,utara) <input name="bbox" defaultValue={nilai("bbox")} /></label>
          <label>datetime (awal/akhir) <input name="datetime" defaultValue={nilai("datetime")} /></label>
          <label>Filter CQL2 <input name="filter" defaultValue={nilai("filter")} /></label>
          <label>Per halaman <input name="limit" type="number" min={1} max={500} defaultValue={nilai("limit") || "10"} /></label>
        </div>
        <p className="filter-aksi"><button type="submit">Cari</button></p>
      </form>
      <p className="jumlah-hasil">{h.numberMatched} rekaman cocok; menampilkan {h.numberReturned}.</p>
      <ul className="daftar-hasil">
        {h.features.map((f) => (
          <li key={f.id} className="kartu">
            <h3><a href={html(`${akar}/collections/metadata/items/${f.id}`)}>{String(f.properties.title)}</a></h3>
            <p>{String(f.properties.description).slice(0, 220)}</p>
            <p className="kartu-meta">Diperbarui {String(f.properties.updated).slice(0, 10)} · <a href={`/katalog/${f.id}`}>halaman katalog</a></p>
          </li>
        ))}
      </ul>
      <nav aria-label="Halaman hasil" className="filter-aksi">
        {sebelum ? <a rel="prev" href={html(sebelum)}>← Sebelumnya</a> : null}
        {berikut ? <a rel="next" href={html(berikut)}>Berikutnya →</a> : null}
        <a href={denganParameter(h.links[0]!.href, { f: "json" })}>GeoJSON</a>
      </nav>
    </>
  );
}

function Item({ isi }: { isi: Extract<IsiHalamanOgc, { jenis: "item" }> }) {
  const f = isi.fitur;
  const p = f.properties as { title: string; description: string; keywords: string[]; updated: string; created: string; type: string; license?: string };
  return (
    <>
      <h1>{p.title}</h1>
      <p>{p.description}</p>
      <dl className="definisi">
        <dt>Pengenal</dt><dd><code>{f.id}</code></dd>
        <dt>Jenis</dt><dd>{p.type}</dd>
        <dt>Diperbarui</dt><dd>{p.updated}</dd>
        {p.keywords.length ? <><dt>Kata kunci</dt><dd>{p.keywords.join(", ")}</dd></> : null}
        {p.license ? <><dt>Lisensi</dt><dd>{p.license}</dd></> : null}
        <dt>Cakupan</dt><dd>{JSON.stringify(f.geometry.coordinates)}</dd>
        {f.time ? <><dt>Waktu</dt><dd>{"interval" in f.time ? f.time.interval.join(" – ") : f.time.date}</dd></> : null}
      </dl>
      <p><a className="tombol-kecil" href={`/katalog/${f.id}`}>Buka di katalog</a></p>
      <h2>Format dan tautan</h2>
      <DaftarTautan links={f.links} />
    </>
  );
}
