import { ClipboardList } from "lucide-react";
import type { AdminClient } from "#shared/admin/users.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { Link } from "../../ui/link.tsx";
import { AccountDetails, AccountHeading } from "./account-details.tsx";
import { ResetSecondFactor } from "./reset-second-factor.tsx";

export function ClientDetailsDialog({ client, onClose }: { client: AdminClient; onClose: () => void }) {
  const m = useWorkspaceMessages().admin;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={m.clients.detailsTitle} closeLabel={m.users.close} width="xl">
        <AccountHeading user={client} />
        <AccountDetails user={client} />
        <ResetSecondFactor user={client} />
        <Button asChild variant="outline" className="self-start">
          <Link to={`/dashboard/forms?client=${client.id}`}>
            <ClipboardList aria-hidden="true" />
            {m.clients.submissions}: {client.submissionCount}
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
