import { useWorkspaceMessages } from "../app/i18n.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { Download } from "../ui/icons.tsx";
import { DATA_EXPORT_URL } from "./api/data-export.ts";

/** PDPO: every user may take a copy of the personal data held about them. */
export function DataExportCard() {
  const m = useWorkspaceMessages().profile.dataExport;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
        <CardDescription>{m.text}</CardDescription>
      </CardHeader>
      <CardContent>
        <a href={DATA_EXPORT_URL} download className={buttonClasses({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {m.download}
        </a>
      </CardContent>
    </Card>
  );
}
