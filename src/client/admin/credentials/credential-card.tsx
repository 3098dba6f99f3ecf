import { useId, useState } from "react";
import type { CredentialState } from "#shared/trust/constants.ts";
import type { AdminCredential } from "#shared/trust/credentials.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { BadgeCheck, CircleAlert, Clock, FileText, X } from "../../ui/icons.tsx";
import { RejectCredentialDialog } from "./reject-credential-dialog.tsx";
import { VerifyCredentialDialog } from "./verify-credential-dialog.tsx";

const STATE_LOOKS = {
  pending: { tone: "warning", Icon: Clock },
  verified: { tone: "success", Icon: BadgeCheck },
  rejected: { tone: "destructive", Icon: CircleAlert },
} as const satisfies Record<CredentialState, { tone: string; Icon: unknown }>;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One document in the queue: what it says, its file, its history, and the review while it waits. */
export function CredentialCard({ credential }: { credential: AdminCredential }) {
  const { proofOfTrust: t } = useWorkspaceMessages();
  const a = t.admin;
  const dates = useDateFormats();
  const [open, setOpen] = useState<"verify" | "reject" | null>(null);
  const day = (iso: string) => formatDate(iso, dates.long, iso);
  const when = (iso: string) => formatDate(iso, dates.longWithTime, iso);
  const kind = t.kinds[credential.kind];
  const { tone, Icon } = STATE_LOOKS[credential.state];
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} className="font-semibold break-words">
            {kind} · {credential.designer.name}
          </h2>
          <p className="text-sm break-all text-muted-foreground">{credential.designer.email}</p>
        </div>
        <Badge tone={tone} className="gap-1">
          <Icon aria-hidden="true" className="size-3.5" />
          {a.states[credential.state]}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t.referenceLabels[credential.kind]}</dt>
        <dd className="min-w-0 font-medium break-all">{credential.reference}</dd>
        {credential.insurer && (
          <>
            <dt className="text-muted-foreground">{a.insurer}</dt>
            <dd className="min-w-0 break-words">{credential.insurer}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{a.expiresOn}</dt>
        <dd>
          <time dateTime={credential.expiresOn}>{day(credential.expiresOn)}</time>
        </dd>
        <dt className="text-muted-foreground">{a.file}</dt>
        <dd className="min-w-0 break-all">
          {credential.fileName} · {sizeText(credential.sizeBytes)}
        </dd>
        <dt className="text-muted-foreground">{a.uploadedAt}</dt>
        <dd>
          <time dateTime={credential.createdAt}>{when(credential.createdAt)}</time>
        </dd>
        {credential.reviewedAt && (
          <>
            <dt className="text-muted-foreground">{a.checkedAt}</dt>
            <dd>
              <time dateTime={credential.reviewedAt}>{when(credential.reviewedAt)}</time>
            </dd>
          </>
        )}
      </dl>
      {credential.replaces && (
        <p className="text-sm text-muted-foreground">
          {a.replaces(credential.replaces.reference, day(credential.replaces.expiresOn))}
        </p>
      )}
      {credential.rejectionReason && (
        <div className="rounded-lg bg-muted p-3 text-sm">
          <p className="font-medium">{a.rejectionReason}</p>
          <p className="break-words whitespace-pre-line">{credential.rejectionReason}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={credential.documentUrl}
          target="_blank"
          rel="noopener"
          aria-label={a.openDocumentFor(kind, credential.designer.name)}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <FileText aria-hidden="true" />
          {a.openDocument}
        </a>
        {credential.state === "pending" && (
          <>
            <Button size="sm" onClick={() => setOpen("verify")}>
              <BadgeCheck aria-hidden="true" />
              {a.verify}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen("reject")}>
              <X aria-hidden="true" />
              {a.reject}
            </Button>
          </>
        )}
      </div>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open === "verify" && (
          <VerifyCredentialDialog credential={credential} onClose={() => setOpen(null)} />
        )}
        {open === "reject" && (
          <RejectCredentialDialog credential={credential} onClose={() => setOpen(null)} />
        )}
      </Dialog>
    </Card>
  );
}
