/** The plain GET search box (works without JavaScript); it leads to /katalog with `q`. */
export function FormCari({ q }: { q: string }) {
  return (
    <form className="cari" action="/katalog" method="get" role="search">
      <label htmlFor="q-beranda" className="visually-hidden">
        Kata pencarian
      </label>
      <input id="q-beranda" name="q" type="search" defaultValue={q} placeholder="Cari dataset, misalnya: batas desa" maxLength={500} />
      <button type="submit">Cari</button>
    </form>
  );
}
