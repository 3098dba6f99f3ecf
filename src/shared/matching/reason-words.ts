import type { SignedInMessages } from "../i18n/compose.ts";
import { labelOf, labelsOf } from "../i18n/label-of.ts";

type Reasons = SignedInMessages["matching"]["suggestions"]["reasons"];

/** The ranking's reasons, naming the stored styles, district and property type in the catalogue's language. */
export function reasonWords({ designs, matching }: SignedInMessages): Reasons {
  const { reasons } = matching.suggestions;
  const district = (value: string) => labelOf(matching.districtLabels, value);
  return {
    ...reasons,
    specialises: (styles) => reasons.specialises(labelsOf(designs.styleLabels, styles)),
    portfolioShows: (styles) => reasons.portfolioShows(labelsOf(designs.styleLabels, styles)),
    worksIn: (value) => reasons.worksIn(district(value)),
    notIn: (value) => reasons.notIn(district(value)),
    propertyType: (type) => reasons.propertyType(labelOf(matching.profiles.propertyTypeLabels, type)),
  };
}
