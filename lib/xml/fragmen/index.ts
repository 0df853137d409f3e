export { fragmenRekaman, potonganRekaman, type OpsiFragmen } from "./baca";
export { bentukCsw, bentukUnduh, renderBentuk, renderRekamanCsw, renderUnduh, SEMUA_BENTUK, VERSI_RENDER, type Bentuk, type SumberRender } from "./bentuk";
export { isiFragmenTertinggal, siapkanFragmen, simpanFragmenSiap, tulisFragmen, tulisFragmenDari, ukuranFragmen, type BarisSumber, type FragmenSiap } from "./simpan";
