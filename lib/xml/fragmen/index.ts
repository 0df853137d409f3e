export { fragmenRekaman, potonganRekaman, type OpsiFragmen } from "./baca";
export { bentukCsw, bentukUnduh, renderBentuk, renderRekamanCsw, renderUnduh, SEMUA_BENTUK, VERSI_RENDER, type Bentuk, type SumberRender } from "./bentuk";
export { isiFragmenTertinggal, kurangFragmen, tulisFragmen, tulisFragmenDari, ukuranFragmen, type BarisSumber } from "./simpan";
