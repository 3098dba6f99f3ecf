import { describe, expect, it } from "vitest";
import { contactKindsIn, findContactDetails, maskContactDetails } from "./contact-screening.ts";

const HIDDEN = "[hidden]";

/** [message, the kinds found, the text the other side reads] */
const POSITIVES: [string, string[], string][] = [
  // Hong Kong phone numbers, any spacing or punctuation, with or without the country code.
  ["Call me on 91234567", ["phone"], "Call me on [hidden]"],
  ["Call me on 9123 4567 tomorrow", ["phone"], "Call me on [hidden] tomorrow"],
  ["9 1 2 3 4 5 6 7", ["phone"], "[hidden]"],
  ["my mobile: 9123-4567", ["phone"], "my mobile: [hidden]"],
  ["9123.4567 any time", ["phone"], "[hidden] any time"],
  ["91 23 45 67", ["phone"], "[hidden]"],
  ["office 2345 6789, mobile 6123 4567", ["phone"], "office [hidden], mobile [hidden]"],
  ["+852 9123 4567", ["phone"], "[hidden]"],
  ["+85291234567", ["phone"], "[hidden]"],
  ["852 9123 4567", ["phone"], "[hidden]"],
  ["(852) 3123-4567", ["phone"], "[hidden]"],
  ["00852 51234567", ["phone"], "[hidden]"],
  ["tel: 5123 — 4567", ["phone"], "tel: [hidden]"],
  ["7123_4567", ["phone"], "[hidden]"],
  ["8123 4567", ["phone"], "[hidden]"],
  ["Call 2345-2399 after 6", ["phone"], "Call [hidden] after 6"],
  ["my number is 20195678", ["phone"], "my number is [hidden]"],
  ["nine one two three four five six seven", ["phone"], "[hidden]"],
  ["9123\u200b4567", ["phone"], "[hidden]"],
  // Chinese: full-width digits and spaces, Chinese numerals, no space after the words.
  ["電話：９１２３　４５６７", ["phone"], "電話：[hidden]"],
  ["打電話俾我91234567啦", ["phone"], "打電話俾我[hidden]啦"],
  ["＋８５２ ９１２３－４５６７", ["phone"], "[hidden]"],
  ["我個電話係九一二三四五六七", ["phone"], "我個電話係[hidden]"],
  ["手機 6123 4567，隨時搵我", ["phone"], "手機 [hidden]，隨時搵我"],
  // E-mail addresses, plain and spelled out.
  ["Write to chloe.wong@example.com please", ["email"], "Write to [hidden] please"],
  ["chloe_design+hk@studio.com.hk", ["email"], "[hidden]"],
  ["chloe at gmail dot com", ["email"], "[hidden]"],
  ["chloe(at)gmail.com", ["email"], "[hidden]"],
  ["chloe [at] gmail [dot] com", ["email"], "[hidden]"],
  ["chloe @ gmail . com", ["email"], "[hidden]"],
  ["電郵：chloe＠gmail．com", ["email"], "電郵：[hidden]"],
  ["chloe艾特gmail點com", ["email"], "[hidden]"],
  // Messaging apps: handles, links and invitations.
  ["WeChat ID: chloe_design", ["messaging"], "[hidden]"],
  ["wechat chloe88", ["messaging"], "[hidden]"],
  ["微信：chloewong", ["messaging"], "[hidden]"],
  ["我微信號係 chloe_hk", ["messaging"], "我[hidden]"],
  ["加我微信吧", ["messaging"], "[hidden]吧"],
  ["WhatsApp me when you're free", ["messaging"], "[hidden] when you're free"],
  ["whatsapp我啦", ["messaging"], "[hidden]啦"],
  ["Add me on Telegram", ["messaging"], "[hidden]"],
  ["Let's move this to WhatsApp", ["messaging"], "Let's [hidden]"],
  ["my Line ID is chloewong", ["messaging"], "my [hidden]"],
  ["Line: @chloe.hk", ["messaging"], "[hidden]"],
  ["Signal number: 91234567", ["phone"], "Signal number: [hidden]"],
  ["IG: @chloe.interiors", ["messaging"], "[hidden]"],
  ["https://wa.me/85291234567", ["phone", "messaging"], "[hidden]"],
  ["wa.me/85291234567", ["phone", "messaging"], "[hidden]"],
  ["t.me/chloewong", ["messaging"], "[hidden]"],
  ["join signal.group/#abc", ["messaging"], "join [hidden]"],
  ["line.me/ti/p/abc123", ["messaging"], "[hidden]"],
  ["用WhatsApp傾會快啲", ["messaging"], "[hidden]會快啲"],
  // Web addresses.
  ["See https://chloe-interiors.hk/portfolio.", ["link"], "See [hidden]."],
  ["www.chloeinteriors.com", ["link"], "[hidden]"],
  ["my site chloeinteriors.com/work", ["link"], "my site [hidden]"],
  ["chloeinteriors dot com", ["link"], "[hidden]"],
  ["作品集：chloe.design", ["link"], "作品集：[hidden]"],
  // Several at once become one placeholder when only punctuation separates them.
  ["91234567 / chloe@example.com", ["phone", "email"], "[hidden]"],
];

const NEGATIVES: string[] = [
  "Our budget is HK$300,000 to HK$600,000",
  "Budget HK$30000000 for the whole house",
  "HKD 25000000",
  "預算港幣30000000",
  "The flat is 650 sq ft",
  "About 1,200 呎, 3 bedrooms",
  "Flat 12B, 23/F",
  "Room 2301, Tower 5",
  "Site visit on 2026-11-26",
  "Can we meet 26.11.2026 or 27/11/2026?",
  "2026年11月26日下午3點",
  "We renovated it in 2019-2020",
  "The wardrobe is 2400 3600 mm",
  "IKEA article 702.611.50",
  "Quote ref. 20261126",
  "Units 2301-2305 on the same floor",
  "HK$30000000-60000000",
  "The WhatsApp group of our building is noisy",
  "Message me here on the platform, and call me on Monday",
  "Tel. of the management office is on the notice board",
  "My BR no. 23456789",
  "Timeline: 12 weeks, 3 site visits",
  "Budget line: 300k",
  "The signal is weak in the kitchen",
  "A straight line: clean and simple",
  "I prefer messages here rather than WhatsApp",
  "We can talk on the platform",
  "Meet at the showroom. Net cost is fine",
  "photo.jpg and plan.pdf",
  "e.g. oak, walnut; approx. 3.5m ceiling",
  "九龍灣三房兩廳，預算五十萬",
  "四百呎單位，兩房一廳",
  "12 34 56",
  "Order of 1234567890123",
  "I'll be at home at 3 pm",
  "ABC Design Co. Ltd",
  "我哋想用北歐風格，唔該",
  "",
];

describe("contact details in a message", () => {
  it.each(POSITIVES)("%s", (text, kinds, masked) => {
    expect(contactKindsIn(text)).toEqual(kinds);
    expect(maskContactDetails(text, HIDDEN)).toBe(masked);
  });

  it.each(NEGATIVES.map((text) => [text]))("ordinary text: %s", (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(maskContactDetails(text, HIDDEN)).toBe(text);
  });

  it("lets links to the product itself through", () => {
    const text = "See https://nestmatch.hk/design/42 and www.chloe.hk";
    expect(maskContactDetails(text, HIDDEN, { ownHosts: ["nestmatch.hk"] })).toBe(
      "See https://nestmatch.hk/design/42 and [hidden]",
    );
  });

  it("gives offsets in the original text, whatever width its characters", () => {
    const text = "😀 電話 ９１２３ ４５６７！";
    const [finding] = findContactDetails(text);
    expect(finding && text.slice(finding.start, finding.end)).toBe("９１２３ ４５６７");
  });
});
