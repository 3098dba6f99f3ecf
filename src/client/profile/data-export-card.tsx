import { Download } from "lucide-react";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
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
        <Button asChild variant="outline">
          <a href={DATA_EXPORT_URL} download>
            <Download aria-hidden="true" />
            {m.download}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
