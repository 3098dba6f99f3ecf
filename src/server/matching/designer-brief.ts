import type { IntroducedRequest } from "#shared/matching/introductions.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";

/**
 * What a designer introduced to a request reads of it, named field by field (an allow-list): a field
 * added to requests reaches designers only once it is written here and in their response schema.
 */
export function designerBrief(
  shown: DesignRequest,
  clientFirstName: string | null,
): IntroducedRequest["request"] {
  return {
    id: shown.id,
    status: shown.status,
    clientFirstName,
    propertyType: shown.propertyType,
    projectType: shown.projectType,
    homeStatus: shown.homeStatus,
    district: shown.district,
    designStyle: shown.designStyle,
    budget: shown.budget,
    budgetMin: shown.budgetMin,
    budgetMax: shown.budgetMax,
    description: shown.description,
    squareFootage: shown.squareFootage,
    hasContractor: shown.hasContractor,
    hasPastCollaborations: shown.hasPastCollaborations,
    images: shown.images,
    inspirations: shown.inspirations,
    createdAt: shown.createdAt,
    updatedAt: shown.updatedAt,
    dueAt: shown.dueAt,
  };
}
