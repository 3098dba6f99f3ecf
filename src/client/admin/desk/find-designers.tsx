import { useState } from "react";
import { MAX_INTRODUCTIONS } from "#shared/matching/constants.ts";
import type { RequestStatus } from "#shared/requests/constants.ts";
import { useIntroductions } from "../../app/get-request-introductions.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { UserPlus } from "../../ui/icons.tsx";
import { DesignerPickerDialog } from "./designer-picker-dialog.tsx";

/** The server introduces designers to requests in review or being matched, never beyond 3 a request. */
const OPEN_TO_INTRODUCTIONS: readonly RequestStatus[] = ["submitted", "confirmed", "matched"];

/** The admin's 'Find designers' action on a request, while it can take more introductions. */
export function FindDesigners({ requestId, status }: { requestId: string; status: RequestStatus }) {
  const m = useWorkspaceMessages().matching.suggestions.picker;
  const [open, setOpen] = useState(false);
  const { data: introduced, isPending, isError } = useIntroductions(requestId, true);
  const room = MAX_INTRODUCTIONS - (isError ? 0 : (introduced?.length ?? 0));
  if (!OPEN_TO_INTRODUCTIONS.includes(status) || (isPending && status === "matched") || room <= 0)
    return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {m.find}
      </Button>
      <DesignerPickerDialog requestId={requestId} room={room} open={open} onOpenChange={setOpen} />
    </>
  );
}
