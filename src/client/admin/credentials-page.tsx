import { BadgeCheck, CircleAlert, Clock, FileText, ShieldCheck, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { CREDENTIAL_STATES, type CredentialState } from "#shared/trust/constants.ts";
import {
  type AdminCredential,
  rejectCredentialSchema,
  verifyCredentialSchema,
} from "#shared/trust/credentials.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { useDateFormats } from "../app/use-date-formats.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { Dialog, DialogContent } from "../ui/dialog.tsx";
import { Field, Input, Textarea } from "../ui/form-controls.tsx";
import { formatDate } from "../ui/format-date.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { toast } from "../ui/toast.tsx";
import { ToggleChip } from "../ui/toggle-chip.tsx";
import { adminPage } from "./admin-page.tsx";
import { useCredentialQueue, useReviewCredential } from "./api/credential-queue.ts";
import { EmptyList, ListError } from "./users/list-states.tsx";

const STATE_LOOKS = {
  pending: { tone: "warning", Icon: Clock },
  verified: { tone: "success", Icon: BadgeCheck },
  rejected: { tone: "destructive", Icon: CircleAlert },
} as const satisfies Record<CredentialState, { tone: string; Icon: unknown }>;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function VerifyDialog({ credential, onClose }: { credential: AdminCredential; onClose: () => void }) {
  const { proofOfTrust: t, admin } = useWorkspaceMessages();
  const a = t.admin;
  const id = useId();
  const review = useReviewCredential();
  const [expiresOn, setExpiresOn] = useState(credential.expiresOn);
  const [error, setError] = useState<string>();
  const kind = t.kinds[credential.kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyCredentialSchema(t).safeParse({ expiresOn });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    review.mutate(
      { id: credential.id, action: "verify", ...(expiresOn !== credential.expiresOn ? { expiresOn } : {}) },
      {
        onSuccess: () => {
          toast({ title: a.verified, variant: "success" });
          onClose();
        },
        onError: (failure) => toast({ title: errorText(failure, a.actionFailed), variant: "destructive" }),
      },
    );
  };
  return (
    <DialogContent
      title={a.verifyTitle(kind, credential.designer.name)}
      description={a.verifyText}
      closeLabel={admin.users.close}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-expires`} label={a.expiresOn} required error={error}>
          <Input
            id={`${id}-expires`}
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={review.isPending}>
            {t.designer.cancel}
          </Button>
          <Button type="submit" disabled={review.isPending}>
            <BadgeCheck aria-hidden="true" />
            {a.verifyConfirm}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function RejectDialog({ credential, onClose }: { credential: AdminCredential; onClose: () => void }) {
  const { proofOfTrust: t, admin } = useWorkspaceMessages();
  const a = t.admin;
  const id = useId();
  const review = useReviewCredential();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const kind = t.kinds[credential.kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectCredentialSchema(t).safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    review.mutate(
      { id: credential.id, action: "reject", reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ title: a.rejected, variant: "success" });
          onClose();
        },
        onError: (failure) => toast({ title: errorText(failure, a.actionFailed), variant: "destructive" }),
      },
    );
  };
  return (
    <DialogContent
      title={a.rejectTitle(kind, credential.designer.name)}
      description={a.rejectText}
      closeLabel={admin.users.close}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field id={`${id}-reason`} label={a.reason} required error={error}>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            placeholder={a.reasonPlaceholder}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={review.isPending}>
            {t.designer.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={review.isPending}>
            <X aria-hidden="true" />
            {a.rejectConfirm}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

function CredentialCard({ credential }: { credential: AdminCredential }) {
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
        <Button asChild variant="outline" size="sm">
          <a
            href={credential.documentUrl}
            target="_blank"
            rel="noopener"
            aria-label={a.openDocumentFor(kind, credential.designer.name)}
          >
            <FileText aria-hidden="true" />
            {a.openDocument}
          </a>
        </Button>
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
        {open === "verify" && <VerifyDialog credential={credential} onClose={() => setOpen(null)} />}
        {open === "reject" && <RejectDialog credential={credential} onClose={() => setOpen(null)} />}
      </Dialog>
    </Card>
  );
}

function CredentialQueueView() {
  const { admin, app, proofOfTrust: t } = useWorkspaceMessages();
  const a = t.admin;
  const [params, setParams] = useSearchParams();
  const asked = params.get("state");
  const state: CredentialState = CREDENTIAL_STATES.includes(asked as CredentialState)
    ? (asked as CredentialState)
    : "pending";
  const queue = useCredentialQueue(state);
  const items = queue.data?.items ?? [];
  const choose = (next: CredentialState) =>
    setParams(next === "pending" ? {} : { state: next }, { replace: true });

  return (
    <Container width="4xl" className="flex flex-col gap-6 py-10">
      <PageHeader title={app.meta.pages.credentials.title} description={a.subtitle} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{a.stateFilter}</legend>
        <div className="flex flex-wrap gap-2">
          {CREDENTIAL_STATES.map((option) => (
            <ToggleChip
              key={option}
              label={a.states[option]}
              on={state === option}
              onToggle={() => choose(option)}
            />
          ))}
        </div>
      </fieldset>
      {(queue.data?.pending ?? 0) > 0 && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <Clock aria-hidden="true" className="size-4 text-warning" />
          {a.pendingCount(queue.data?.pending ?? 0)}
        </p>
      )}
      {queue.isError ? (
        <Card>
          <ListError text={a.loadFailed} retryLabel={admin.users.retry} onRetry={() => queue.refetch()} />
        </Card>
      ) : queue.isPending ? (
        <div className="flex flex-col gap-4">
          {Array.from({ length: 3 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={row} shape="card" className="h-40 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <Card>
          <EmptyList icon={<ShieldCheck aria-hidden="true" />} title={a.emptyTitle} text={a.emptyText} />
        </Card>
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map((credential) => (
            <li key={credential.id}>
              <CredentialCard credential={credential} />
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
}

/** /dashboard/credentials: the admins' queue of designers' documents to verify (issue 22 §4). */
export const CredentialsPage = adminPage("credentials", CredentialQueueView);
