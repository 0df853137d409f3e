import type { Kontak as KontakData } from "@/lib/metadata/schema";
import { labelKode } from "@/lib/web/label";
import { alamatAman } from "@/lib/web/markdown";

/** Contacts as cards: role, person, organisation, position, e-mail, phone, address and web address. */
export function DaftarKontak({ kontak }: { kontak: readonly KontakData[] }) {
  if (kontak.length === 0) return <p className="redup">Tidak ada kontak.</p>;
  return (
    <ul className="kontak">
      {kontak.map((k, i) => {
        const alamat = [k.alamat, k.kota, k.provinsi, k.kodePos, k.negara].filter(Boolean).join(", ");
        const url = k.url ? alamatAman(k.url) : undefined;
        return (
          <li key={i}>
            <p className="kontak-peran">{labelKode("PERAN_KONTAK", k.peran)}</p>
            {k.namaIndividu ? <p className="kontak-nama">{k.namaIndividu}</p> : null}
            {k.jabatan ? <p>{k.jabatan}</p> : null}
            {k.namaOrganisasi ? <p>{k.namaOrganisasi}</p> : null}
            {k.email ? (
              <p>
                Surel: <a href={`mailto:${k.email}`}>{k.email}</a>
              </p>
            ) : null}
            {k.telepon ? (
              <p>
                Telepon: <a href={`tel:${k.telepon.replace(/[^0-9+]/g, "")}`}>{k.telepon}</a>
              </p>
            ) : null}
            {alamat ? <p>{alamat}</p> : null}
            {url ? (
              <p>
                Situs: <a href={url} rel="noopener noreferrer nofollow">{k.url}</a>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
