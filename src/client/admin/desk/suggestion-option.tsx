import type { DesignerSuggestion } from "#shared/matching/suggestion.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { designerPath } from "../../app/parts/designer-byline.tsx";
import { Avatar } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { ExternalLink } from "../../ui/icons.tsx";

/** One ranked designer: who they are, how well they fit and why, and a checkbox to pick them. */
export function SuggestionOption({
  suggestion,
  checked,
  disabled,
  onToggle,
}: {
  suggestion: DesignerSuggestion;
  checked: boolean;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const m = useWorkspaceMessages().matching.suggestions.picker;
  const { profile } = suggestion;
  const facts = [
    suggestion.email,
    profile.yearsExperience === null ? null : m.years(profile.yearsExperience),
    profile.budgetMin === null && profile.budgetMax === null
      ? null
      : m.budget(profile.budgetMin, profile.budgetMax),
  ].filter(Boolean);
  return (
    <label className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-secondary/40 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onToggle(event.target.checked)}
        aria-label={m.select(suggestion.name)}
        className="mt-3 size-4 shrink-0 accent-[var(--color-primary)]"
      />
      <Avatar person={suggestion} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="font-medium">{suggestion.name}</p>
          <div className="flex gap-1.5">
            {suggestion.alreadyIntroduced && <Badge tone="outline">{m.alreadyIntroduced}</Badge>}
            <Badge tone="primary">{m.score(suggestion.score)}</Badge>
          </div>
        </div>
        <p className="text-xs break-words text-muted-foreground">{facts.join(" · ")}</p>
        <ul className="flex flex-col gap-1 text-sm">
          {suggestion.reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-1.5">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-muted-foreground" />
              {reason}
            </li>
          ))}
        </ul>
        {/* A link inside the label opens the page without ticking the box; a new tab keeps the picker. */}
        <a
          href={designerPath(suggestion.designerId)}
          target="_blank"
          rel="noopener"
          aria-label={m.profileOf(suggestion.name)}
          className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {m.profile}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </div>
    </label>
  );
}
