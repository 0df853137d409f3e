import type { ReactNode } from "react";
import { Kerangka } from "@/components/Kerangka";

export default function LayoutPublik({ children }: { children: ReactNode }) {
  return <Kerangka>{children}</Kerangka>;
}
