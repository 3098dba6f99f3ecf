import { useQueries } from "@tanstack/react-query";
import { Button } from "../../../ui/button.tsx";
import { ImageOff, X } from "../../../ui/icons.tsx";
import { Link } from "../../../ui/link.tsx";
import { designQuery } from "../../get-design.ts";
import { useWorkspaceMessages } from "../../i18n.tsx";

/** The catalogue designs a request starts from ('Use as inspiration' on Saved designs), each removable. */
export function ChosenInspirations({
  ids,
  onChange,
  disabled,
}: {
  ids: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}) {
  const f = useWorkspaceMessages().requests.form;
  const designs = useQueries({ queries: ids.map((id) => designQuery(id)) });
  if (ids.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <p className="text-sm font-medium">{f.chosenDesigns}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {ids.map((id, index) => {
          const design = designs[index]?.data;
          const image = design?.images.find((candidate) => candidate.isMain) ?? design?.images[0];
          const title = design?.title ?? "";
          return (
            <li key={id} className="relative overflow-hidden rounded-lg border border-border bg-card">
              <Link to={`/design/${id}`} className="block">
                {image ? (
                  <img src={`${image.imageUrl}?w=320`} alt="" className="aspect-[4/3] w-full object-cover" />
                ) : (
                  <div className="flex aspect-[4/3] items-center justify-center bg-muted text-muted-foreground">
                    <ImageOff aria-hidden="true" className="size-5" />
                  </div>
                )}
                <p className="truncate px-2 py-1.5 text-xs font-medium">{title}</p>
              </Link>
              <Button
                variant="secondary"
                size="dot"
                disabled={disabled}
                aria-label={f.removeDesign(title)}
                className="absolute top-1.5 right-1.5"
                onClick={() => onChange(ids.filter((other) => other !== id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
