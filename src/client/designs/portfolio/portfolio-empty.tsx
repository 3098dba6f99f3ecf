import { buttonClasses } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { ImagePlus } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { CREATE_PATH } from "./portfolio-paths.ts";

/** No items yet: say so and offer the first one. */
export function PortfolioEmpty({ title, text, action }: { title: string; text?: string; action: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-12 text-center">
      <ImagePlus aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="max-w-md text-muted-foreground">{text}</p>}
      <Link to={CREATE_PATH} className={buttonClasses()}>
        {action}
      </Link>
    </Card>
  );
}
