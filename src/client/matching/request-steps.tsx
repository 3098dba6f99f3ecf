import type { RequestStatus } from "#shared/requests/constants.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { cn } from "../ui/cn.ts";
import { Check } from "../ui/icons.tsx";

const STEPS = ["submitted", "matched", "in_progress", "completed"] as const;
/** Where each status stands on the way (confirmed is still before introductions); a withdrawn request left it. */
const STEP_OF: Record<Exclude<RequestStatus, "withdrawn">, number> = {
  submitted: 0,
  confirmed: 0,
  matched: 1,
  in_progress: 2,
  completed: 3,
};

/**
 * A request's way from submitted to completed. Steps behind it are ticked, and so is the last one once
 * reached: a completed project has nothing left to do. Screen readers hear 'Done:' for a ticked step.
 */
export function RequestSteps({ status }: { status: Exclude<RequestStatus, "withdrawn"> }) {
  const { matching, profile } = useWorkspaceMessages();
  const t = matching.introductions.client.steps;
  const reached = STEP_OF[status];
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {STEPS.map((step, index) => {
        const done = index < reached || status === "completed";
        return (
          <li
            key={step}
            aria-current={index === reached ? "step" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-lg border px-3 py-2 text-sm",
              index <= reached
                ? "border-primary bg-secondary text-secondary-foreground"
                : "border-border text-muted-foreground",
            )}
          >
            <span
              aria-hidden={done}
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                index <= reached ? "bg-primary text-primary-foreground" : "bg-muted",
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            {done && <span className="sr-only">{profile.home.stepDone} </span>}
            {t[step]}
          </li>
        );
      })}
    </ol>
  );
}
