import type { AdminClient } from "#shared/admin/users.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { ClipboardList } from "../../ui/icons.tsx";
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
        <Link
          to={`/dashboard/forms?client=${client.id}`}
          className={buttonClasses({ variant: "outline", className: "self-start" })}
        >
          <ClipboardList aria-hidden="true" />
          {m.clients.submissions}: {client.submissionCount}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
