import { useQueries } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import { MAX_WISHED_DESIGNERS } from "#shared/requests/wishes.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { Button } from "../../../ui/button.tsx";
import { cn } from "../../../ui/cn.ts";
import { Input } from "../../../ui/form-controls.tsx";
import { X } from "../../../ui/icons.tsx";
import { Link } from "../../../ui/link.tsx";
import { ApiError, getJson } from "../../api.ts";
import { preloadDirectoryMessages, useDirectoryMessages } from "../../designer-directory-messages.ts";
import { useDesignerDirectory } from "../../get-designer-directory.ts";
import { useMessages } from "../../i18n.tsx";
import { designerKeys } from "../../query-keys.ts";

// The field's words load with the form's code, not after it.
preloadDirectoryMessages();

/** Options the search offers at a time. */
const OPTIONS_SHOWN = 6;

/** The chosen designers' names, from the public page's answer (cached with it). */
function useDesignerNames(ids: readonly string[]): Map<string, string> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: designerKeys.publicProfile(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getJson<PublicDesignerProfile>(`/api/designers/${encodeURIComponent(id)}`, signal),
      retry: (failures: number, error: Error) =>
        failures < 1 && !(error instanceof ApiError && error.status === 404),
    })),
  });
  return new Map(ids.map((id, index) => [id, results[index]?.data?.name ?? ""]));
}

/**
 * The designers the homeowner would like to hear from (issue 19 §10): up to 3 vetted designers,
 * found by name in a combobox (WAI-ARIA 1.2: arrows move, Enter picks, Escape closes), each removable.
 */
export function WishedDesignersField({
  ids,
  onChange,
  disabled,
}: {
  ids: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}) {
  const { designs } = useMessages();
  const m = useDirectoryMessages().wishField;
  const styleLabels = designs.styleLabels;
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const names = useDesignerNames(ids);
  const full = ids.length >= MAX_WISHED_DESIGNERS;
  const search = useDesignerDirectory(
    { q: text.trim() || undefined, sort: "rating", pageSize: OPTIONS_SHOWN + MAX_WISHED_DESIGNERS },
    open && !full,
  );
  const options = (search.data?.items ?? [])
    .filter((designer) => !ids.includes(designer.id))
    .slice(0, OPTIONS_SHOWN);
  const expanded = open && !full;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (designerId: string) => {
    onChange([...ids, designerId]);
    setText("");
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && options[active]) {
      event.preventDefault();
      pick(options[active].id);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {m.label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {m.hint(MAX_WISHED_DESIGNERS)}{" "}
        <Link to="/designers" className="text-primary underline underline-offset-4">
          {m.browse}
        </Link>
      </p>
      {ids.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.label}>
          {ids.map((designerId) => {
            const name = names.get(designerId) ?? "";
            return (
              <li
                key={designerId}
                className="flex items-center gap-2 rounded-full border border-border bg-secondary/60 py-1 pr-1 pl-1.5 text-sm"
              >
                <Avatar person={{ name }} size="xs" />
                <span className="font-medium">{name || "…"}</span>
                <Button
                  variant="ghost"
                  size="dot"
                  disabled={disabled}
                  aria-label={m.remove(name)}
                  onClick={() => onChange(ids.filter((other) => other !== designerId))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">{m.full(MAX_WISHED_DESIGNERS)}</p>
      ) : (
        <div className="relative">
          <Input
            id={`${id}-input`}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
            aria-describedby={`${id}-hint`}
            placeholder={m.searchPlaceholder}
            value={text}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <div
            className={cn(
              "absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg",
              !expanded && "hidden",
            )}
          >
            <div
              id={`${id}-listbox`}
              role="listbox"
              aria-label={m.suggestions}
              className="max-h-72 overflow-y-auto py-1"
            >
              {options.map((designer, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant), as WAI-ARIA's pattern has it
                <div
                  key={designer.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Picking before the input's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(designer.id)}
                  onMouseMove={() => setActive(index)}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 px-3 py-2 text-sm",
                    index === active && "bg-muted",
                  )}
                >
                  <Avatar person={designer} size="sm" />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium">{designer.name}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {designer.specialties.map((style) => styleLabels[style]).join(" · ")}
                    </span>
                  </span>
                </div>
              ))}
            </div>
            {options.length === 0 && (
              <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
                {search.isFetching ? m.loading : m.noMatch}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
