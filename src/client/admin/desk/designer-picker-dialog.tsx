import { useState } from "react";
import { errorText } from "../../app/api.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { Send } from "../../ui/icons.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useSuggestions } from "../api/get-suggestions.ts";
import { useSendIntroductions } from "../api/send-introductions.ts";
import { SuggestionOption } from "./suggestion-option.tsx";

/**
 * The ranked designers for a request, of whom the admin picks up to `room` (what is left of the
 * request's 3 introductions) and introduces them in one go.
 */
export function DesignerPickerDialog({
  requestId,
  room,
  open,
  onOpenChange,
}: {
  requestId: string;
  room: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const m = useWorkspaceMessages().matching.suggestions.picker;
  const { data, isPending, isError } = useSuggestions(requestId, open);
  const [chosen, setChosen] = useState<string[]>([]);
  const send = useSendIntroductions(requestId, {
    onDone: (count) => {
      toast({ title: m.sentTitle, description: m.sentText(count), variant: "success" });
      setChosen([]);
      onOpenChange(false);
    },
    onFailed: (error) =>
      toast({ title: m.failedTitle, description: errorText(error, m.failedText), variant: "destructive" }),
  });
  const full = chosen.length >= room;
  const suggestions = data?.suggestions ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={m.title} description={m.intro} closeLabel={m.close} width="3xl">
        {isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <p className="sr-only">{m.loading}</p>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-28" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-destructive">{m.failed}</p>
        ) : suggestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ul aria-label={m.title} className="-mx-1 flex max-h-[55vh] flex-col gap-2 overflow-y-auto px-1">
            {suggestions.map((suggestion) => {
              const checked = chosen.includes(suggestion.designerId);
              return (
                <li key={suggestion.designerId}>
                  <SuggestionOption
                    suggestion={suggestion}
                    checked={checked}
                    disabled={suggestion.alreadyIntroduced || send.isPending || (full && !checked)}
                    onToggle={(on) =>
                      setChosen((ids) =>
                        on
                          ? [...ids, suggestion.designerId]
                          : ids.filter((id) => id !== suggestion.designerId),
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {full ? m.limitHint(room) : m.chosen(chosen.length, room)}
          </p>
          <Button disabled={chosen.length === 0 || send.isPending} onClick={() => send.mutate(chosen)}>
            <Send aria-hidden="true" />
            {send.isPending ? m.sending : m.send}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
