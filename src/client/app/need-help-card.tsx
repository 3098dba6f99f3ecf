import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { LifeBuoy } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { useWorkspaceMessages } from "./i18n.tsx";

/** The dashboards' 'Need Help?' box, linking to /contact. */
export function NeedHelpCard() {
  const m = useWorkspaceMessages().profile.home;
  return (
    <Card className="flex flex-col gap-3 p-6">
      <LifeBuoy aria-hidden="true" className="size-6 text-primary" />
      <h2 className="text-lg font-semibold">{m.help}</h2>
      <p className="text-sm text-muted-foreground">{m.helpText}</p>
      <Link to="/contact" className={buttonClasses({ variant: "outline", className: "mt-auto self-start" })}>
        {m.contact}
      </Link>
    </Card>
  );
}
