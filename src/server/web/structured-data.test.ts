import { describe, expect, it } from "vitest";
import type { Design } from "#shared/designs/design.ts";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { jsonLdScript } from "./json-ld-script.ts";
import type { PageLanguage } from "./page-head.ts";
import { type DesignerSummary, designerStructuredData, designStructuredData } from "./structured-data.ts";

const catalogues = createAllMessages("Casa HK");
const english: PageLanguage = { locale: "en", messages: catalogues.en, publicUrl: "https://casa.example" };
const chinese: PageLanguage = { ...english, locale: "zh-HK", messages: catalogues["zh-HK"] };

const image = (id: string, isMain: boolean) => ({
  id,
  imageUrl: `/uploads/designs/d1/${id}.jpg`,
  width: 1600,
  height: 1067,
  isMain,
});

const design: Design = {
  id: "d1",
  title: "Quiet Tai Koo flat",
  description: "Oak and linen.",
  lang: "en",
  isFallback: false,
  texts: { en: { title: "Quiet Tai Koo flat", description: "Oak and linen." }, "zh-HK": null },
  style: ["Japanese", "Minimalist"],
  budget: null,
  budgetMin: null,
  budgetMax: null,
  isFeatured: false,
  designer: { id: "u1", name: "Mei Chan", isVetted: false, rating: { average: null, count: 0 } },
  images: [image("a", false), image("b", true)],
  createdAt: "2026-03-01T02:00:00.000Z",
};

const designer: DesignerSummary = {
  id: "u1",
  name: "Mei Chan",
  profileImageUrl: "/uploads/users/u1/photo.jpg",
  bio: "",
  specialties: ["Modern"],
  districts: ["Sha Tin", "Tai Po"],
  rating: { average: 4.5, count: 2 },
};

describe("designStructuredData", () => {
  it("lists the main photo first and the styles in the page's language", () => {
    const data = designStructuredData(design, chinese);
    expect(data).toMatchObject({
      "@type": "CreativeWork",
      url: "https://casa.example/design/d1?lang=zh-HK",
      image: [
        "https://casa.example/uploads/designs/d1/b.jpg?w=1280&q=85&f=jpg",
        "https://casa.example/uploads/designs/d1/a.jpg?w=1280&q=85&f=jpg",
      ],
      keywords: [
        catalogues["zh-HK"].designs.styleLabels.Japanese,
        catalogues["zh-HK"].designs.styleLabels.Minimalist,
      ],
      dateCreated: "2026-03-01T02:00:00.000Z",
    });
  });

  it("links the creator only when the designer is vetted (no one else has a public page)", () => {
    expect(designStructuredData(design, english).creator).toEqual({ "@type": "Person", name: "Mei Chan" });
    const vetted = { ...design, designer: { ...design.designer, isVetted: true } };
    expect(designStructuredData(vetted, english).creator).toEqual({
      "@type": "Person",
      name: "Mei Chan",
      url: "https://casa.example/designers/u1",
    });
  });

  it("leaves the image out of a design without photos", () => {
    expect(designStructuredData({ ...design, images: [] }, english)).not.toHaveProperty("image");
  });
});

describe("designerStructuredData", () => {
  it("gives the rating of visible reviews, the districts served and the photo", () => {
    expect(designerStructuredData(designer, english)).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "Mei Chan",
      url: "https://casa.example/designers/u1",
      image: "https://casa.example/uploads/users/u1/photo.jpg?w=1280&q=85&f=jpg",
      areaServed: [
        { "@type": "AdministrativeArea", name: "Sha Tin" },
        { "@type": "AdministrativeArea", name: "Tai Po" },
      ],
      knowsAbout: ["Modern"],
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("names districts in the page's language and leaves out what the designer has not told", () => {
    const bare = { ...designer, profileImageUrl: null, specialties: [], rating: { average: null, count: 0 } };
    expect(designerStructuredData(bare, chinese)).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "Mei Chan",
      url: "https://casa.example/designers/u1?lang=zh-HK",
      areaServed: [
        { "@type": "AdministrativeArea", name: "沙田" },
        { "@type": "AdministrativeArea", name: "大埔" },
      ],
    });
  });
});

describe("jsonLdScript", () => {
  it("keeps any text from closing the script element, and reads back unchanged", () => {
    const data = { name: "</script><script>alert(1)</script><!-- & \u2028" };
    const html = jsonLdScript(data);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    const json = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(JSON.parse(json)).toEqual(data);
  });
});
