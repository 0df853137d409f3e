export * from "./organisasi";
export * from "./pengguna";
export * from "./metadata";
export * from "./kualitas";
export * from "./standar";
export * from "./referensi";
export * from "./csw";
export * from "./audit";
