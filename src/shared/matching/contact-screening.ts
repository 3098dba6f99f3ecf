import { CONTACT_KINDS, CONTACT_PATTERNS, type ContactKind, isOrdinaryNumber } from "./contact-patterns.ts";

export { CONTACT_KINDS, type ContactKind } from "./contact-patterns.ts";

/**
 * Contact details in a message between a homeowner and a designer not yet chosen (issue 19 §11):
 * the server masks them in what the other side receives, the composer warns before sending. One
 * rule for both, so what the sender is warned about is exactly what is hidden.
 */
export interface ContactFinding {
  kind: ContactKind;
  start: number;
  end: number;
}

export interface ScreeningOptions {
  /** Hosts of the product itself: a link to one of its pages is not a contact detail. */
  ownHosts?: readonly string[];
}

/**
 * Full-width forms (０-９, ＠, ．), the ideographic space, Chinese numerals and invisible spaces
 * written as their plain counterparts, one character for one, so a finding's offsets are the
 * original text's.
 */
function fold(text: string): string {
  let folded = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xff01 && code <= 0xff5e) folded += String.fromCodePoint(code - 0xfee0);
    else if (code === 0x3000 || INVISIBLE.has(char)) folded += " ";
    else if (char === "。" || char === "｡") folded += ".";
    else folded += CHINESE_DIGITS[char] ?? char;
  }
  return folded;
}

const INVISIBLE = new Set(["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]);
const CHINESE_DIGITS: Record<string, string> = {
  〇: "0",
  零: "0",
  一: "1",
  二: "2",
  三: "3",
  四: "4",
  五: "5",
  六: "6",
  七: "7",
  八: "8",
  九: "9",
};

function hostOf(url: string): string | null {
  try {
    return new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`).host.toLowerCase();
  } catch {
    // Not a parseable address: it cannot be one of ours, so it stays a finding.
    return null;
  }
}

function everyFinding(text: string, options: ScreeningOptions): (ContactFinding & { rank: number })[] {
  const folded = fold(text);
  const ownHosts = new Set((options.ownHosts ?? []).map((host) => host.toLowerCase()));
  const found: (ContactFinding & { rank: number })[] = [];
  CONTACT_PATTERNS.forEach(({ kind, pattern }, rank) => {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (kind === "phone" && isOrdinaryNumber(folded, start, end)) continue;
      if (kind === "link" && ownHosts.has(hostOf(match[0]) ?? "")) continue;
      found.push({ kind, start, end, rank });
    }
  });
  // A WhatsApp link or an e-mail address is that, not a web address as well.
  const named = found.filter((finding) => finding.kind === "messaging" || finding.kind === "email");
  return found.filter(
    (finding) =>
      finding.kind !== "link" ||
      !named.some((other) => other.start < finding.end && finding.start < other.end),
  );
}

/**
 * Every contact detail in the text, in order; overlapping findings are joined, named by the one
 * that starts first (at the same place: the longer, then the earlier pattern).
 */
export function findContactDetails(text: string, options: ScreeningOptions = {}): ContactFinding[] {
  const found = everyFinding(text, options).sort(
    (a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank,
  );
  const joined: ContactFinding[] = [];
  for (const { kind, start, end } of found) {
    const last = joined.at(-1);
    if (last && start < last.end) last.end = Math.max(last.end, end);
    else joined.push({ kind, start, end });
  }
  return joined;
}

/** Every kind of contact detail in the text (a wa.me link with a number is both), in CONTACT_KINDS order. */
export function contactKindsIn(text: string, options: ScreeningOptions = {}): ContactKind[] {
  const kinds = new Set(everyFinding(text, options).map((finding) => finding.kind));
  return CONTACT_KINDS.filter((kind) => kinds.has(kind));
}

/**
 * The text with each contact detail replaced by the placeholder; findings separated only by
 * spaces or punctuation become one placeholder ("[hidden] / [hidden]" says nothing more).
 */
export function maskContactDetails(
  text: string,
  placeholder: string,
  options: ScreeningOptions = {},
): string {
  const findings = findContactDetails(text, options);
  let masked = "";
  let cursor = 0;
  for (const finding of findings) {
    const between = text.slice(cursor, finding.start);
    if (cursor > 0 && /^[\s,;/|&+·、，；]*$/u.test(between) && masked.endsWith(placeholder)) {
      cursor = finding.end;
      continue;
    }
    masked += between + placeholder;
    cursor = finding.end;
  }
  return masked + text.slice(cursor);
}
