import type { IntroducedRequest } from "#shared/matching/introductions.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import type { DesignRequestRow } from "../db/schema/index.ts";

type Shown = IntroducedRequest["request"];

/**
 * What a designer introduced to a request reads of it, named field by field (an allow-list): a field
 * added to requests reaches designers only once it is written here and in their response schema.
 * `clientName` is the homeowner as this designer may see them (issue 18).
 */
export function designerBrief(shown: DesignRequest, clientName: string): Extract<Shown, { readable: true }> {
  return {
    readable: true,
    id: shown.id,
    status: shown.status,
    clientName,
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

/** What a designer keeps of a request no longer shared with them: that it existed, nothing of the homeowner. */
export function designerRecord(request: DesignRequestRow): Extract<Shown, { readable: false }> {
  return {
    readable: false,
    id: request.id,
    propertyType: request.propertyType,
    projectType: request.projectType,
    createdAt: request.createdAt.toISOString(),
  };
}
