import { PesanTidakDitemukan } from "@/components/Kerangka";

export default function TidakDitemukan() {
  return <PesanTidakDitemukan />;
}
