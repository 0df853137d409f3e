export type { Filter, Geometri, Kotak, OpBanding, OpSpasial, Properti } from "./ast";
export { compileFilter, hanyaFaset, hanyaKotak, kataUtuhTunggal, larikTunggal } from "./compile";
export { parseCql } from "./cql";
export { parseFilterElement, parseFilterXml, type OpsiFilter } from "./xml";
export { buatBanding, buatLogika, buatProperti, buatSeperti, buatSpasial } from "./bangun";
export { buatKotak, urutanSumbu } from "./geometri";
export { KEMAMPUAN_FILTER } from "./kemampuan";
export { BATAS_FILTER } from "./batas";
