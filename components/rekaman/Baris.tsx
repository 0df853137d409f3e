import type { ReactNode } from "react";

/** One term/value pair of a definition list; left out when there is no value. */
export function Baris({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === "" || (Array.isArray(children) && children.length === 0)) return null;
  return (
    <div className="baris">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A titled section of the record page, reachable from the page's table of contents by its id. */
export function Bagian({ id, judul, children }: { id: string; judul: string; children: ReactNode }) {
  return (
    <section className="bagian" aria-labelledby={`${id}-judul`} id={id}>
      <h2 id={`${id}-judul`}>{judul}</h2>
      {children}
    </section>
  );
}
