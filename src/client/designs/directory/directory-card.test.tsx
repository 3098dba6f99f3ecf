import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { designerDirectoryEn } from "#shared/i18n/en/designer-directory.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { type DirectoryDesigner, directoryDesignerSchema } from "#shared/matching/directory-responses.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { testQueryClient } from "../../test-support/api-double.tsx";
import { DirectoryCard } from "./directory-card.tsx";

const m = designerDirectoryEn(DEFAULT_BRAND);

const designer: DirectoryDesigner = directoryDesignerSchema.parse({
  id: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
  name: "Hana Tsang",
  firstName: "Hana",
  lastName: "Tsang",
  profileImageUrl: null,
  bio: "",
  bioLang: null,
  bioIsFallback: false,
  yearsExperience: 8,
  specialties: ["Japanese"],
  districts: ["Central and Western", "Wan Chai", "Eastern", "Sha Tin"],
  languages: ["Cantonese", "Japanese"],
  budgetMin: 300_000,
  budgetMax: 600_000,
  rating: { average: null, count: 0 },
  designCount: 4,
  coverImageUrl: null,
  replyTime: null,
  matches: { styles: [], languages: ["Japanese"] },
  badges: [],
});

function renderCard(chosenDistrict?: HkDistrict) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
        <MemoryRouter>
          <DirectoryCard designer={designer} chosenDistrict={chosenDistrict} m={m} />
        </MemoryRouter>
      </MessagesProvider>
    </QueryClientProvider>,
  );
  const worksIn = screen.getByText(m.card.districts).nextElementSibling?.textContent;
  const matches = screen.queryByText(m.card.matches)?.parentElement?.textContent;
  return { worksIn, matches };
}

describe("a designer's card in the directory", () => {
  it("shows the district the reader chose among the first, and says it matches", () => {
    const { worksIn, matches } = renderCard("Sha Tin");
    expect(worksIn).toBe(`Sha Tin · Central and Western · Wan Chai · ${m.card.moreDistricts(1)}`);
    expect(matches).toBe(`${m.card.matches} Japanese · Sha Tin`);
  });

  it("keeps the designer's own order when no district is chosen", () => {
    const { worksIn, matches } = renderCard();
    expect(worksIn).toBe(`Central and Western · Wan Chai · Eastern · ${m.card.moreDistricts(1)}`);
    expect(matches).toBe(`${m.card.matches} Japanese`);
  });
});
