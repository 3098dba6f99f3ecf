import type { DesignerLanguage } from "#shared/matching/languages.ts";
import type { PropertyType } from "#shared/requests/constants.ts";
import { saveProfile, setVetting } from "../../matching/profiles.ts";
import type { Db } from "../client.ts";
import { DEMO_DESIGNERS } from "./catalogue/index.ts";

/** What the catalogue's designers do not say about themselves: their languages, the homes and budgets they take on. */
const PRACTICE: Record<
  string,
  {
    languages: DesignerLanguage[];
    propertyTypes: PropertyType[];
    budgetMin: number;
    budgetMax: number | null;
  }
> = {
  "chloe-wong": {
    languages: ["Cantonese", "English"],
    propertyTypes: ["Apartment", "Townhouse"],
    budgetMin: 200_000,
    budgetMax: 800_000,
  },
  "marcus-leung": {
    languages: ["Cantonese", "English", "Mandarin"],
    propertyTypes: ["Apartment", "Commercial"],
    budgetMin: 300_000,
    budgetMax: 1_500_000,
  },
  "hana-tsang": {
    languages: ["Cantonese", "Japanese", "English"],
    propertyTypes: ["Apartment", "House"],
    budgetMin: 100_000,
    budgetMax: 600_000,
  },
  "eric-chan": {
    languages: ["Cantonese", "Mandarin", "Teochew"],
    propertyTypes: ["House", "Townhouse", "Apartment"],
    budgetMin: 800_000,
    budgetMax: null,
  },
  "vivian-lau": {
    languages: ["Cantonese", "Hakka"],
    propertyTypes: ["Apartment", "House"],
    budgetMin: 100_000,
    budgetMax: 400_000,
  },
  "jason-ho": {
    languages: ["English", "Mandarin", "Cantonese"],
    propertyTypes: ["Apartment", "Commercial"],
    budgetMin: 200_000,
    budgetMax: 1_000_000,
  },
};

/** Every demo designer gets a vetted profile, varied enough that requests get different suggestions. */
export async function seedDemoProfiles(db: Db, designerIds: ReadonlyMap<string, string>): Promise<void> {
  for (const designer of DEMO_DESIGNERS) {
    const id = designerIds.get(designer.key);
    const practice = PRACTICE[designer.key];
    if (!id || !practice) throw new Error(`Demo designer ${designer.key} has no account or practice`);
    await saveProfile(db, id, {
      bioEn: designer.bioEn ?? "",
      bioZh: designer.bioZh ?? "",
      yearsExperience: designer.yearsExperience,
      specialties: designer.specialties,
      districts: designer.districts,
      ...practice,
    });
    await setVetting(db, id, true);
  }
}
