import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { Check } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";

export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  /** Where to do a step that is not done yet. */
  to?: string;
}

/**
 * A dashboard's 'Getting Started' list: each step ticked once the account has really done it. The tick
 * is drawn; screen readers hear 'Done:' or 'To do:' before the step instead.
 */
export function ChecklistCard({ steps, loading }: { steps: ChecklistItem[]; loading: boolean }) {
  const m = useWorkspaceMessages().profile.home;
  const done = steps.filter((step) => step.done).length;
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="getting-started" className="text-lg font-semibold">
          {m.gettingStarted}
        </h2>
        {!loading && <p className="text-sm text-muted-foreground">{m.progress(done, steps.length)}</p>}
      </div>
      <ol aria-labelledby="getting-started" aria-busy={loading} className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                step.done
                  ? "bg-primary text-primary-foreground"
                  : "border border-border text-muted-foreground",
              )}
            >
              {step.done ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span className="pt-0.5">
              {!loading && <span className="sr-only">{step.done ? m.stepDone : m.stepToDo} </span>}
              {step.done || !step.to || loading ? (
                <span className={cn(step.done && "text-muted-foreground")}>{step.label}</span>
              ) : (
                <Link to={step.to} className="font-medium text-primary underline-offset-4 hover:underline">
                  {step.label}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
