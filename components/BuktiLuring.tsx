/**
 * How to check a quality document without trusting this site: the signed payload and signature of the document
 * (when its token is known) and the public keys, with the steps. Plain <a>: JSON route handlers, full requests.
 */
export function BuktiLuring({ token }: { token?: string }) {
  return (
    <section aria-labelledby="judul-bukti-luring">
      <h2 id="judul-bukti-luring">Periksa sendiri tanpa situs ini</h2>
      <p>Tanda tangan dokumen dapat diperiksa secara luring dengan alat kriptografi Anda sendiri (misalnya OpenSSL):</p>
      <ol>
        {token ? (
          <li>
            Unduh bukti dokumen ini: <a href={`/api/verify/${token}/bukti`}>isi bertanda tangan dan tanda tangannya (JSON)</a>.
          </li>
        ) : null}
        <li>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a JSON route handler, not a page */}
          Unduh <a href="/api/verify/kunci-publik">kunci publik GeoKatalog dan cara pemeriksaannya (JSON)</a>; pilih kunci dengan <code>kid</code> yang sama dengan bukti.
        </li>
        <li>
          Periksa tanda tangan (base64) atas <code>signedPayload</code> dalam bentuk JSON kanonik (kunci diurutkan, tanpa spasi, UTF-8) dengan kunci itu: Ed25519, atau
          ECDSA P-256/SHA-256.
        </li>
      </ol>
    </section>
  );
}
