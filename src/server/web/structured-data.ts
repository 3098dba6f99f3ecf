import type { CreativeWork, Graph, ProfessionalService, WithContext } from "schema-dts";
import type { Design } from "#shared/designs/design.ts";
import { DEFAULT_LOCALE, LOCALES } from "#shared/i18n/locales.ts";
import { SOCIAL_LINKS } from "#shared/marketing/constants.ts";
import { RATING_MAX, RATING_MIN } from "#shared/matching/constants.ts";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import { pageUrl } from "./page-addresses.ts";
import { type PageLanguage, previewImagePath } from "./page-head.ts";

const absolute = (path: string, publicUrl: string) => new URL(path, publicUrl).href;

/** The site and the company behind it, on the home page: the brand search engines show for it. */
export function siteStructuredData({ messages, publicUrl }: PageLanguage): Graph {
  // One identity in every language, so search engines see one organisation and one site.
  const home = pageUrl(publicUrl, "/", DEFAULT_LOCALE);
  const organization = `${home}#organization`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organization,
        name: messages.app.brand,
        url: home,
        description: messages.pageHeads.descriptions.home,
        sameAs: Object.values(SOCIAL_LINKS),
      },
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        name: messages.app.brand,
        url: home,
        inLanguage: [...LOCALES],
        publisher: { "@id": organization },
      },
    ],
  };
}

/**
 * A design is a creative work by its designer. Not a Product: nothing is sold at its budget, which
 * estimates what a project like it costs, and product results promise a price to pay.
 */
export function designStructuredData(
  design: Design,
  { locale, messages, publicUrl }: PageLanguage,
): WithContext<CreativeWork> {
  const main = design.images.find((image) => image.isMain);
  const images = main ? [main, ...design.images.filter((image) => image !== main)] : design.images;
  const { designer } = design;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: design.title,
    description: design.description,
    // A design written only in the other language is shown, and described, in that one.
    inLanguage: design.lang,
    url: pageUrl(publicUrl, `/design/${design.id}`, locale),
    ...(images.length > 0
      ? { image: images.map((image) => absolute(previewImagePath(image.imageUrl), publicUrl)) }
      : {}),
    keywords: design.style.map((style) => messages.designs.styleLabels[style]),
    dateCreated: design.createdAt,
    creator: {
      "@type": "Person",
      name: designer.name,
      // Only a vetted designer has a public page to point to.
      ...(designer.isVetted ? { url: pageUrl(publicUrl, `/designers/${designer.id}`, locale) } : {}),
    },
  };
}

export type DesignerSummary = Pick<
  PublicDesignerProfile,
  "id" | "name" | "profileImageUrl" | "bio" | "specialties" | "districts" | "rating"
>;

/**
 * A vetted designer as a professional service: unlike a Person, it has the districts it serves and
 * the rating its clients gave it (visible reviews only).
 */
export function designerStructuredData(
  designer: DesignerSummary,
  { locale, messages, publicUrl }: PageLanguage,
): WithContext<ProfessionalService> {
  const { rating } = designer;
  const bio = designer.bio.trim();
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: designer.name,
    url: pageUrl(publicUrl, `/designers/${designer.id}`, locale),
    ...(bio ? { description: bio } : {}),
    ...(designer.profileImageUrl
      ? { image: absolute(previewImagePath(designer.profileImageUrl), publicUrl) }
      : {}),
    ...(designer.districts.length > 0
      ? {
          areaServed: designer.districts.map((district) => ({
            "@type": "AdministrativeArea" as const,
            name: messages.matching.districtLabels[district],
          })),
        }
      : {}),
    ...(designer.specialties.length > 0
      ? { knowsAbout: designer.specialties.map((style) => messages.designs.styleLabels[style]) }
      : {}),
    ...(rating.count > 0 && rating.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
        }
      : {}),
  };
}
