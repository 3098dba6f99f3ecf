import { useEffect, useRef } from "react";
import { formatHkd } from "#shared/designs/money.ts";
import { DEFAULT_BUDGET } from "#shared/requests/constants.ts";
import type { DesignRequest, NewRequestInput } from "#shared/requests/schema.ts";
import { toast } from "../../../ui/toast.tsx";
import { readDraft } from "../../../ui/use-draft.ts";
import { useWorkspaceMessages } from "../../i18n.tsx";

export const EMPTY_REQUEST: NewRequestInput = {
  propertyAddress: "",
  propertyType: "" as NewRequestInput["propertyType"],
  projectType: "" as NewRequestInput["projectType"],
  homeStatus: "",
  district: "",
  budget: { min: formatHkd(DEFAULT_BUDGET.min), max: formatHkd(DEFAULT_BUDGET.max) },
  designStyle: [],
  description: "",
  mobileNumber: "",
  squareFootage: "",
  hasContractor: false,
  contractorNames: "",
  hasPastCollaborations: false,
  pastCollaborationNames: "",
  agreedToTerms: false as true,
  inspirationDesignIds: [],
  wishedDesignerIds: [],
};

/** The form's values for a saved request. */
export function fromRequest(request: DesignRequest): NewRequestInput {
  return {
    propertyAddress: request.propertyAddress,
    propertyType: request.propertyType as NewRequestInput["propertyType"],
    projectType: request.projectType as NewRequestInput["projectType"],
    homeStatus: request.homeStatus ?? "",
    district: request.district ?? "",
    budget: request.budget,
    designStyle: request.designStyle,
    description: request.description,
    mobileNumber: request.mobileNumber,
    squareFootage: String(request.squareFootage),
    hasContractor: request.hasContractor,
    contractorNames: request.contractorNames ?? "",
    hasPastCollaborations: request.hasPastCollaborations,
    pastCollaborationNames: request.pastCollaborationNames ?? "",
    agreedToTerms: true,
    inspirationDesignIds: request.inspirations.map((design) => design.id),
    wishedDesignerIds: request.wishedDesigners.map((designer) => designer.id),
  };
}

/** Drafts are kept per user (or guest) and per request (or "new"). */
export function requestDraftKey(userId: string | undefined, requestId: string | null): string {
  return `nestmatch-request-draft:${userId ?? "guest"}:${requestId ?? "new"}`;
}

/** Spec 2 §4: a form that opens on a kept draft says so, once. */
export function useDraftRestoredToast(key: string) {
  const f = useWorkspaceMessages().requests.form;
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !readDraft(key)) return;
    shown.current = true;
    toast({ title: f.draftRestoredTitle, description: f.draftRestoredText });
  }, [key, f]);
}
