/**
 * What counts as a contact detail, as regular expressions over the folded text (full-width and
 * Chinese digits already plain: see contact-screening.ts). Each pattern errs towards what a
 * homeowner or designer would write to move the conversation off the platform; ordinary numbers
 * (budgets, areas, dates, article numbers) are let through by isOrdinaryNumber.
 */

export const CONTACT_KINDS = ["phone", "email", "messaging", "link"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Between a phone number's digits: spaces, dots, dashes of any width, underscores, middle dots. */
const SEP = "[\\s.\\-‐‑–—_·•]{0,3}";
const PHONE_PREFIX = `(?:(?:\\+|00)\\s*)?(?:\\(\\s*852\\s*\\)|852)${SEP}`;
/** Hong Kong numbers are 8 digits; fixed lines start 2 or 3, mobiles 5, 6, 7 or 9, others 8. */
const PHONE = `(?<!\\d${SEP})(?<![a-z])(?:${PHONE_PREFIX})?[235-9](?:${SEP}\\d){7}(?!${SEP}\\d)`;
const DIGIT_WORD = "zero|oh|one|two|three|four|five|six|seven|eight|nine";
const PHONE_IN_WORDS = `(?<![a-z])(?:two|three|five|six|seven|eight|nine)(?:[\\s,.\\-]+(?:${DIGIT_WORD})){7}(?![a-z])`;

const TLDS =
  "com|net|org|edu|gov|hk|io|co|me|cn|tw|mo|sg|uk|us|ca|au|jp|kr|info|biz|app|dev|design|studio|asia|xyz|online|site|shop|art|page|link|ly";
const LABEL = "[a-z0-9](?:[a-z0-9-]*[a-z0-9])?";
const LOCAL = "[a-z0-9][a-z0-9._%+-]*";
const BRACKETED = (word: string) => `\\s*[(\\[{<]\\s*(?:${word})\\s*[)\\]}>]\\s*`;
/** "@", "(at)", "[at]", " at ", "艾特"; "." without spaces, "(dot)", " dot ", "點". */
const AT = `(?:\\s*@\\s*|${BRACKETED("at|@")}|\\s+at\\s+|\\s*艾特\\s*)`;
const DOT = `(?:\\.|\\s+\\.\\s+|${BRACKETED("dot|\\.")}|\\s+dot\\s+|\\s*[點点]\\s*)`;
const WORD_DOT = `(?:${BRACKETED("dot|\\.")}|\\s+dot\\s+|\\s*[點点]\\s*)`;
const EMAIL = `(?<![a-z0-9._%+-])${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLDS})(?![a-z0-9-])`;

const URL_END = `[^\\s<>"'.,;:!?)\\]）。，、」』]`;
const URL_BODY = `[^\\s<>"']*${URL_END}`;
const SCHEME_URL = `(?<![a-z])(?:https?|ftp)://${URL_BODY}`;
const WWW_URL = `(?<![\\w.])www\\.${URL_BODY}`;
const BARE_DOMAIN = `(?<![\\w@.\\-])${LABEL}(?:\\.${LABEL})*\\.(?:${TLDS})(?![\\w\\-])(?:[/?#]${URL_BODY})?`;
const SPOKEN_DOMAIN = `(?<![\\w@.\\-])${LABEL}(?:${WORD_DOT}${LABEL})*${WORD_DOT}(?:com|net|org|hk|io)(?![a-z0-9-])`;

const CHAT_HOSTS =
  "wa\\.me|api\\.whatsapp\\.com|chat\\.whatsapp\\.com|whatsapp\\.com|t\\.me|telegram\\.(?:me|org|dog)|signal\\.(?:me|group)|line\\.me|lin\\.ee|weixin\\.qq\\.com|u\\.wechat\\.com|wechat\\.com";
const CHAT_LINK = `(?<![\\w.])(?:https?://)?(?:www\\.)?(?:${CHAT_HOSTS})(?![\\w\\-])(?:[/?#]${URL_BODY})?`;

/** Names only a messaging app goes by; "line", "signal" and "IG" are also ordinary words. */
const CHAT_APPS = "whats\\s?app|wechat|weixin|telegram|instagram|facebook|messenger|微信|威信|電報|电报";
const PLAIN_WORD_APPS = "line|signal|ig|fb";
const ID_WORD =
  "\\s*(?:id|號碼|号码|號|号|帳號|账号|帳戶|account|number|no\\.?|handle|username|user\\s?name)";
const AMBIGUOUS_ID_WORD = "\\s*(?:id|號|号|帳號|账号|handle|username)";
const IS = "\\s*(?:[:：=]|\\s+is|係|是|為|为)\\s*";
const ANY_HANDLE = "@?[a-z0-9][a-z0-9_.\\-]{2,}";
/** A handle without a label word before it: it starts with @, or has a digit or underscore. */
const MARKED_HANDLE = "(?:@[a-z0-9_.\\-]{3,}|(?=[a-z0-9_.\\-]*[\\d_])[a-z0-9][a-z0-9_.\\-]{2,})";
const APP_HANDLES = [
  `(?<![a-z])(?:${CHAT_APPS})(?:${ID_WORD})?(?:${IS}|\\s*)${MARKED_HANDLE}`,
  `(?<![a-z])(?:${CHAT_APPS})(?:${ID_WORD})?${IS}${ANY_HANDLE}`,
  `(?<![a-z])(?:${CHAT_APPS})${ID_WORD}\\s+${ANY_HANDLE}`,
  `(?<![a-z])(?:${PLAIN_WORD_APPS})(?:${AMBIGUOUS_ID_WORD}(?:${IS}|\\s+)${ANY_HANDLE}|${IS}@[a-z0-9_.\\-]{3,})`,
];
const INVITE_APPS = "whats\\s?app|wechat|weixin|telegram|signal|line|wa|ig|instagram|facebook|messenger";
const APP_INVITATIONS = [
  `(?<![a-z])(?:whats\\s?app|wechat|telegram|signal)\\s+(?:me|us)(?![a-z])`,
  `(?<![a-z])(?:add|message|text|msg|contact|call|find|reach|ping|dm|chat\\s+with|talk\\s+to)\\s+(?:me|us)\\s+(?:on|via|by|at|through|over|in|using)\\s+(?:${INVITE_APPS})(?![a-z])`,
  `(?<![a-z])(?:move|continue|chat|talk|switch)\\s+(?:this\\s+)?(?:to|on|over\\s+to)\\s+(?:whats\\s?app|wechat|telegram|signal)(?![a-z])`,
  `加(?:我|返我|返|下我)?(?:的)?\\s*(?:微信|威信|whats\\s?app|wechat|line|telegram|signal|ig)`,
  `(?:微信|威信|whats\\s?app|wechat|telegram|signal)\\s*(?:我|搵我|找我|聯絡|联系|聯繫|傾|倾|私聊|私訊|私信)`,
  `(?:用|透過|通過|经|經|轉用|转用|轉去|转去)\\s*(?:微信|威信|whats\\s?app|wechat|telegram|signal|line)`,
];

const pattern = (source: string) => new RegExp(source, "giu");

/** In order of precedence: where two overlap from the same place, the earlier kind names the finding. */
export const CONTACT_PATTERNS: readonly { kind: ContactKind; pattern: RegExp }[] = [
  { kind: "email", pattern: pattern(EMAIL) },
  { kind: "messaging", pattern: pattern(CHAT_LINK) },
  ...APP_HANDLES.map((source) => ({ kind: "messaging" as const, pattern: pattern(source) })),
  ...APP_INVITATIONS.map((source) => ({ kind: "messaging" as const, pattern: pattern(source) })),
  { kind: "link", pattern: pattern(SCHEME_URL) },
  { kind: "link", pattern: pattern(WWW_URL) },
  { kind: "link", pattern: pattern(BARE_DOMAIN) },
  { kind: "link", pattern: pattern(SPOKEN_DOMAIN) },
  { kind: "phone", pattern: pattern(PHONE) },
  { kind: "phone", pattern: pattern(PHONE_IN_WORDS) },
];

const MONEY_BEFORE = /(?:\$|HK\$|HKD|USD|RMB|¥|￥|£|€|港幣|港元|人民幣|budget|預算|约|約)\s*$/iu;
const LICENCE_BEFORE =
  /(?:BR|BRN|CR|reg(?:istration)?|licen[cs]e|商業登記|登記證|牌照)\s*(?:no\.?|number|#|號碼|號)?\s*[:：]?\s*$/iu;
const UNIT_AFTER =
  /^\s*(?:mm|cm|m(?![a-z])|m²|sq|ft|feet|呎|尺|平方|米|元|蚊|港元|萬|万|千|k(?![a-z])|%|hkd|dollars?)/iu;

const isYear = (digits: string) => /^(?:19|20)\d\d$/.test(digits);
const isMonth = (digits: string) => Number(digits) >= 1 && Number(digits) <= 12;
const isDay = (digits: string) => Number(digits) >= 1 && Number(digits) <= 31;

/**
 * Eight digits that are not a phone number: an amount (HK$30000000), a measure (2400 3600 mm),
 * a licence number, a date (2026-11-26, 26.11.2026, 20261126), a span of years (2019-2020), a range
 * of rooms (2301-2305) or an IKEA article number (702.611.50).
 */
export function isOrdinaryNumber(folded: string, start: number, end: number): boolean {
  const match = folded.slice(start, end);
  // "+852 …" and "(852) …" are phone numbers whatever follows.
  if (!/^\d/.test(match)) return false;
  const before = folded.slice(Math.max(0, start - 24), start);
  if (MONEY_BEFORE.test(before) || LICENCE_BEFORE.test(before)) return true;
  if (UNIT_AFTER.test(folded.slice(end, end + 8))) return true;
  const groups = match.match(/\d+/g) ?? [];
  const shape = groups.map((group) => group.length).join(",");
  const [a = "", b = "", c = ""] = groups;
  if (shape === "4,2,2" && isYear(a) && isMonth(b) && isDay(c)) return true;
  if (shape === "2,2,4" && isYear(c) && ((isDay(a) && isMonth(b)) || (isMonth(a) && isDay(b)))) return true;
  if (shape === "4,4" && isYear(a) && isYear(b) && Number(b) >= Number(a)) return true;
  if (shape === "8" && isYear(a.slice(0, 4)) && isMonth(a.slice(4, 6)) && isDay(a.slice(6))) return true;
  // Room 2301-2305: a range of neighbouring numbers, not the halves of a phone number.
  if (shape === "4,4" && /-/.test(match) && Number(b) - Number(a) > 0 && Number(b) - Number(a) < 50)
    return true;
  return shape === "3,3,2" && /^\d{3}\.\d{3}\.\d{2}$/.test(match);
}
