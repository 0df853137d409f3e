/**
 * Translate a PropertyIsLike pattern written with the client's own wildcard, single-character and escape
 * characters (`*`/`#`/`!` from Esri, `%`/`_`/`\` from QGIS) into a SQL LIKE pattern whose escape is `\`.
 * Every character that is special to SQL LIKE (`%`, `_`, `\`) but literal in the client's pattern is escaped,
 * so `50%` with wildCard `*` finds the text "50%" and nothing else. A trailing lone escape is a literal.
 */
export function polaKeSqlLike(pola: string, wildCard: string, singleChar: string, escapeChar: string): string {
  let out = "";
  let lolos = false;
  for (const c of pola) {
    if (lolos) {
      out += literal(c);
      lolos = false;
    } else if (c === escapeChar) lolos = true;
    else if (c === wildCard) out += "%";
    else if (c === singleChar) out += "_";
    else out += literal(c);
  }
  return lolos ? out + literal(escapeChar) : out;
}

const literal = (c: string) => (c === "%" || c === "_" || c === "\\" ? `\\${c}` : c);
