import { describe, expect, it } from "vitest";
import { indexableText, searchGroups } from "./search.ts";

const texts = (text: string) =>
  searchGroups(text).map((group) => group.map((alternative) => alternative.text));

describe("cutting a search into what a design must contain", () => {
  it("keeps Latin words as typed prefixes, lower-case, letters and digits only", () => {
    expect(searchGroups("Harbour  STUD!")).toEqual([
      [{ kind: "prefix", text: "harbour" }],
      [{ kind: "prefix", text: "stud" }],
    ]);
  });

  it("cuts Chinese into words, and Chinese from Latin letters", () => {
    expect(texts("海景客廳")).toEqual([["海景"], ["客廳"]]);
    expect(texts("IKEA廚櫃")).toEqual([["ikea"], ["廚櫃"]]);
    expect(searchGroups("廚櫃")[0]).toEqual([{ kind: "phrase", text: "廚櫃" }]);
  });

  it("cuts a style word out of a Chinese run first, with its synonyms in both languages", () => {
    expect(texts("北歐客廳")).toEqual([["北歐", "scandinavian", "scandi", "nordic"], ["客廳"]]);
    expect(texts("工業風")[0]).toEqual(["工業風", "industrial", "工業"]);
  });

  it("gives an English style word its Chinese synonyms", () => {
    expect(texts("nordic")).toEqual([["nordic", "scandinavian", "scandi", "北歐"]]);
    expect(searchGroups("minimal")[0]).toContainEqual({ kind: "phrase", text: "簡約" });
  });

  it("reads full-width letters and digits as ordinary ones", () => {
    expect(texts("ＯＡＫ３")).toEqual([["oak3"]]);
  });

  it("keeps at most 8 groups", () => {
    expect(searchGroups("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("the text the index reads", () => {
  it("makes each Han character a word of its own, Latin words untouched", () => {
    expect(indexableText("北歐風 loft").split(/\s+/).filter(Boolean)).toEqual(["北", "歐", "風", "loft"]);
    // Characters outside the basic block (HKSCS 𨋢, a lift) too.
    expect(indexableText("𨋢口").split(/\s+/).filter(Boolean)).toEqual(["𨋢", "口"]);
  });
});
