import type { Ref } from "react";
import { Button } from "../../../ui/button.tsx";
import { TriangleAlert } from "../../../ui/icons.tsx";
import { useWorkspaceMessages } from "../../i18n.tsx";

/**
 * Said beside the photos after a send that saved the request but not all of them: the request is
 * saved, these were not added, and what to do (add them again, or finish without them).
 */
export function PhotosNotAdded({
  ref,
  count,
  disabled,
  onFinishWithout,
}: {
  ref: Ref<HTMLDivElement>;
  count: number;
  disabled: boolean;
  onFinishWithout: () => void;
}) {
  const p = useWorkspaceMessages().requests.photos;
  return (
    <div
      ref={ref}
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-warning bg-warning/10 p-4 text-sm sm:col-span-2"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
        {p.partlySavedTitle}
      </p>
      <p>{p.partlySavedText(count)}</p>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onFinishWithout}>
          {p.finishWithout(count)}
        </Button>
      </div>
    </div>
  );
}
