/** Text that breaks naive SQL, storage, rendering or length assumptions. */
export const HOSTILE_TEXTS: readonly { name: string; text: string }[] = [
  { name: "SQL quote", text: "' OR '1'='1' --" },
  { name: "SQL stacked query", text: "'; DROP TABLE users; --" },
  { name: "SQL union", text: "1) UNION SELECT password_hash FROM users --" },
  { name: "SQL sleep", text: "%' AND pg_sleep(5) IS NULL AND '%'='" },
  { name: "backslash quote", text: "\\'; select 1; --" },
  { name: "10,000 characters", text: "A".repeat(10_000) },
  { name: "NUL", text: "before\u0000after" },
  { name: "lone surrogate", text: "half \uD800 a pair" },
  { name: "right-to-left override", text: "invoice\u202Egpj.exe" },
  { name: "emoji sequence", text: "👩‍👩‍👧‍👦 🏳️‍🌈 🇭🇰" },
  { name: "combining marks", text: "Z\u0351\u036B\u0343a\u0310\u0346l\u0361g\u0307o\u0308" },
  { name: "template", text: "\u0024{7*7} {{7*7}} <%= 7*7 %>" },
  { name: "markup", text: '<img src=x onerror="alert(1)"><script>alert(1)</script>' },
];

/** Query values beyond text: numbers no counter holds, and repeated parameters. */
export const HOSTILE_NUMBERS = ["1e309", "18446744073709551616", "-1", "0x10", "NaN", "1.5"];

export type Path = readonly (string | number)[];

/** The path of every string in a JSON value, depth first. */
export function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** The path of every number in a JSON value. */
export function numberPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "number") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => numberPaths(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...path, key]));
  }
  return [];
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withValue<T>(value: T, path: Path, replacement: unknown): T {
  const [key, ...rest] = path;
  if (key === undefined) return replacement as T;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = withValue(copy[key], rest, replacement);
  return copy as T;
}

export const pathName = (path: Path) => path.join(".");

/** URL-encodes text, lone surrogates included (as the bytes a careless client would send). */
export function encodeText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      return code >= 0xd800 && code <= 0xdfff && char.length === 1
        ? `%${[0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)].map((b) => b.toString(16)).join("%")}`
        : encodeURIComponent(char);
    })
    .join("");
}

/** Every string value in a JSON answer, depth first. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}
