import type { Dataset, WithContext } from "schema-dts";
import type { CostGuide } from "#shared/cost-guide/responses.ts";
import { formatHkd } from "#shared/designs/money.ts";
import { costGuideEn } from "#shared/i18n/en/cost-guide.ts";
import { costGuideZhHk } from "#shared/i18n/zh-HK/cost-guide.ts";
import type { Db } from "../db/client.ts";
import { pageUrl } from "../web/page-addresses.ts";
import type { PageDataLookup, PageLanguage } from "../web/page-head.ts";
import { readCostGuide } from "./cost-guide.ts";

const WORDS = { en: costGuideEn, "zh-HK": costGuideZhHk } as const;

/**
 * The guide as a schema.org Dataset (what search engines' dataset results read): its overall figures as
 * measured variables, and the full figures as a JSON download from the public API.
 */
export function costGuideStructuredData(
  guide: CostGuide,
  { locale, messages, publicUrl }: PageLanguage,
): WithContext<Dataset> {
  const m = WORDS[locale](messages.app.brand);
  const overall = guide.cells.filter((cell) => cell.dimension === "all");
  return {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: messages.app.meta.pages.costGuide.title,
    description: `${messages.pageHeads.descriptions.costGuide} ${m.privacy.body}`,
    url: pageUrl(publicUrl, "/cost-guide", locale),
    inLanguage: locale,
    isAccessibleForFree: true,
    creator: { "@type": "Organization", name: messages.app.brand, url: pageUrl(publicUrl, "/", locale) },
    spatialCoverage: { "@type": "Place", name: "Hong Kong" },
    ...(guide.refreshedAt ? { dateModified: guide.refreshedAt } : {}),
    variableMeasured: overall.map((cell) => ({
      "@type": "PropertyValue",
      name: m.metrics[cell.metric],
      description: m.overallLine(
        m.overall,
        m.perSqFt(formatHkd(cell.median)),
        m.perSqFt(formatHkd(cell.p25)),
        m.perSqFt(formatHkd(cell.p75)),
      ),
      value: cell.median,
      unitText: "HKD per square foot",
    })),
    distribution: {
      "@type": "DataDownload",
      encodingFormat: "application/json",
      contentUrl: new URL("/api/cost-guide", publicUrl).href,
    },
  };
}

/** The cost guide's head carries its figures as structured data. */
export function costGuidePageData(db: Db): PageDataLookup {
  return async (page) => {
    if (page.route.key !== "costGuide") return undefined;
    return { structuredData: costGuideStructuredData(await readCostGuide(db), page) };
  };
}
