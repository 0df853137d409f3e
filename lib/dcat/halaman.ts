import type { RekamanDcat } from "./dataset";
import { iriDataset, iriHalaman, simpulDataset } from "./dataset";
import { IRI_EU, TOPIK } from "./kosakata";
import { iri, lit, litTanggal, simpul, type Simpul } from "./rdf";
import type { FormatRdf } from "./serialisasi";

export const PAGE_SIZE_DCAT_BAWAAN = 100;
export const PAGE_SIZE_DCAT_MAKS = 500;

export type KueriKatalog = { page: number; pageSize: number; setelah?: string };
export type IdentitasKatalog = { judul: string; penerbit: string };

/** Fixed: the CSW abstract describes the CSW service, not the catalogue a portal lists. */
export const DESKRIPSI_KATALOG =
  "Katalog metadata data geospasial instansi pemerintah Indonesia, disusun menurut SNI 8843-1:2019 (ISO 19115) dan diterbitkan setelah pemeriksaan mutu.";
export type RingkasanKatalog = { total: number; diubah: Date | null; terbit: Date | null };

export const iriKatalog = (base: string) => new URL("/dcat/catalog", base).toString();

/** The URL of a catalogue page in one format; page 1 and the default size are left out, as ckanext-dcat does. */
export function urlHalamanKatalog(base: string, format: FormatRdf, k: KueriKatalog): string {
  const u = new URL(`/dcat/catalog.${format}`, base);
  if (k.page > 1) u.searchParams.set("page", String(k.page));
  if (k.pageSize !== PAGE_SIZE_DCAT_BAWAAN) u.searchParams.set("pageSize", String(k.pageSize));
  if (k.setelah) u.searchParams.set("setelah", k.setelah);
  return u.toString();
}

/**
 * The nodes of one catalogue page before its datasets: the dcat:Catalog (listing this page's datasets and their
 * records, as ckanext-dcat's pages do), its publisher, and the Hydra view. The view is typed both
 * hydra:PartialCollectionView (Hydra's current class, which udata and newer harvesters read) and
 * hydra:PagedCollection (the class ckanext-dcat's RDFParser.next_page looks for), with hydra:next.
 */
export function simpulKepalaKatalog(o: {
  base: string;
  format: FormatRdf;
  kueri: KueriKatalog;
  identitas: IdentitasKatalog;
  ringkasan: RingkasanKatalog;
  rekaman: RekamanDcat[];
  ada: boolean;
}): Simpul[] {
  const { base, format, kueri, ringkasan } = o;
  const kat = iriKatalog(base);
  const beranda = new URL("/", base).toString();
  const penerbit = `${kat}#penerbit`;
  const katalog = simpul(kat, "dcat:Catalog")
    .tambah("dct:title", lit(o.identitas.judul, { bahasa: "id" }))
    .tambah("dct:description", lit(DESKRIPSI_KATALOG, { bahasa: "id" }))
    .tambah("dct:publisher", iri(penerbit))
    .tambah("foaf:homepage", iri(beranda))
    .tambah("dct:language", iri(IRI_EU.bahasa("IND")))
    .tambah("dct:spatial", iri(IRI_EU.negara("IDN")))
    .tambah("dcat:themeTaxonomy", iri(TOPIK.skema))
    .tambah("dct:issued", ringkasan.terbit ? litTanggal(ringkasan.terbit) : undefined)
    .tambah("dct:modified", ringkasan.diubah ? litTanggal(ringkasan.diubah) : undefined)
    .tambah("dcat:dataset", ...o.rekaman.map((r) => iri(iriDataset(base, r.id))))
    .tambah("dcat:record", ...o.rekaman.map((r) => iri(`${iriHalaman(base, r.id)}#rekaman`)));

  const url = (k: KueriKatalog) => iri(urlHalamanKatalog(base, format, k));
  const terakhir = Math.max(1, Math.ceil(ringkasan.total / kueri.pageSize));
  const ukuran = { pageSize: kueri.pageSize };
  const akhir = o.rekaman.at(-1);
  const view = simpul(urlHalamanKatalog(base, format, kueri), "hydra:PartialCollectionView", "hydra:PagedCollection")
    .tambah("hydra:first", url({ page: 1, ...ukuran }))
    .tambah("hydra:last", url({ page: terakhir, ...ukuran }))
    .tambah("hydra:previous", kueri.page > 1 ? url({ page: kueri.page - 1, ...ukuran }) : undefined)
    // Keyset: the next page starts after this page's last id, whatever was published or withdrawn meanwhile.
    .tambah("hydra:next", o.ada && akhir ? url({ page: kueri.page + 1, ...ukuran, setelah: akhir.id }) : undefined)
    .tambah("hydra:totalItems", lit(String(ringkasan.total), { tipe: "xsd:integer" }))
    .tambah("hydra:itemsPerPage", lit(String(kueri.pageSize), { tipe: "xsd:integer" }));

  return [
    katalog.s,
    simpul(penerbit, "foaf:Agent", "foaf:Organization").tambah("foaf:name", lit(o.identitas.penerbit)).s,
    simpul(beranda, "foaf:Document").s,
    simpul(IRI_EU.bahasa("IND"), "dct:LinguisticSystem").s,
    simpul(IRI_EU.negara("IDN"), "dct:Location").tambah("skos:prefLabel", lit("Indonesia", { bahasa: "id" })).s,
    simpul(TOPIK.skema, "skos:ConceptScheme").tambah("dct:title", lit("ISO 19115 Topic Category", { bahasa: "en" })).s,
    view.s,
  ];
}

/** Every node of a page: the head, then each record's nodes; a node shared by records is written once. */
export function* simpulHalaman(kepala: Simpul[], rekaman: RekamanDcat[], base: string): Generator<Simpul[]> {
  const sudah = new Set<string>();
  const unik = (daftar: Simpul[]) => daftar.filter((s) => !sudah.has(s.id) && sudah.add(s.id));
  yield unik(kepala);
  for (const r of rekaman) yield unik(simpulDataset(r, base));
}
