import { type FormEvent, useId, useState } from "react";
import { CREDENTIAL_ACCEPT, type CredentialKind, MAX_CREDENTIAL_BYTES } from "#shared/trust/constants.ts";
import {
  type Credential,
  credentialFieldsSchema,
  daysLeft,
  type OwnCredentials,
} from "#shared/trust/credentials.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { useDateFormats } from "../app/use-date-formats.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { Field, Input } from "../ui/form-controls.tsx";
import { formatDate } from "../ui/format-date.ts";
import { BadgeCheck, CircleAlert, Clock, FileText, Upload } from "../ui/icons.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { toast } from "../ui/toast.tsx";
import { useOwnCredentials, useUploadCredential } from "./api/credentials.ts";

type Entry = OwnCredentials["kinds"][number];
const MEGABYTES = MAX_CREDENTIAL_BYTES / 1024 / 1024;

function DocumentLink({ credential, label }: { credential: Credential; label: string }) {
  return (
    <a
      href={credential.documentUrl}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileText aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only"> ({credential.fileName})</span>
    </a>
  );
}

function UploadForm({ kind, onDone }: { kind: CredentialKind; onDone: () => void }) {
  const { proofOfTrust: t } = useWorkspaceMessages();
  const d = t.designer;
  const id = useId();
  const upload = useUploadCredential();
  const [reference, setReference] = useState("");
  const [insurer, setInsurer] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { kind, reference, insurer, expiresOn };
    const parsed = credentialFieldsSchema(t).safeParse(fields);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (!file) found.file = t.validation.noFile;
    else if (file.size > MAX_CREDENTIAL_BYTES) found.file = t.validation.tooLarge(MEGABYTES);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    upload.mutate(
      { fields, file },
      {
        onSuccess: () => {
          toast({ title: d.uploaded, description: d.uploadedText, variant: "success" });
          onDone();
        },
        onError: (error) =>
          toast({ title: d.failed, description: errorText(error, d.failed), variant: "destructive" }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-reference`} label={t.referenceLabels[kind]} required error={errors.reference}>
          <Input
            id={`${id}-reference`}
            value={reference}
            autoComplete="off"
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={errors.reference ? true : undefined}
          />
        </Field>
        {kind === "insurance" && (
          <Field id={`${id}-insurer`} label={d.insurer} required error={errors.insurer}>
            <Input
              id={`${id}-insurer`}
              value={insurer}
              onChange={(event) => setInsurer(event.target.value)}
              aria-invalid={errors.insurer ? true : undefined}
            />
          </Field>
        )}
        <Field id={`${id}-expires`} label={d.expiresOn} required error={errors.expiresOn}>
          <Input
            id={`${id}-expires`}
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            aria-describedby={`${id}-expires-hint`}
            aria-invalid={errors.expiresOn ? true : undefined}
          />
          <p id={`${id}-expires-hint`} className="text-xs text-muted-foreground">
            {d.expiresOnHint}
          </p>
        </Field>
        <Field id={`${id}-file`} label={d.file} required error={errors.file}>
          <Input
            id={`${id}-file`}
            type="file"
            accept={CREDENTIAL_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-describedby={`${id}-file-hint`}
            aria-invalid={errors.file ? true : undefined}
            className="file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
          />
          <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
            {d.fileHint(MEGABYTES)}
          </p>
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={upload.isPending}>
          {d.cancel}
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending ? d.submitting : d.submit}
        </Button>
      </div>
    </form>
  );
}

function KindSection({ entry }: { entry: Entry }) {
  const { proofOfTrust: t } = useWorkspaceMessages();
  const d = t.designer;
  const dates = useDateFormats();
  const [uploading, setUploading] = useState(false);
  const day = (iso: string) => formatDate(iso, dates.long, iso);
  const { verified, open } = entry;
  const left = verified ? daysLeft(verified.expiresOn) : null;
  const uploadLabel = open?.state === "rejected" ? d.uploadAgain : verified ? d.uploadRenewal : d.upload;
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 border-t border-border pt-5 first:border-t-0 first:pt-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 id={headingId} className="font-semibold">
            {t.kinds[entry.kind]}
          </h3>
          <p className="text-sm text-muted-foreground">{t.kindHints[entry.kind]}</p>
        </div>
        {entry.canUpload && !uploading && (
          <Button variant="outline" size="sm" onClick={() => setUploading(true)}>
            <Upload aria-hidden="true" />
            {uploadLabel}
          </Button>
        )}
      </div>

      {verified && left !== null && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          {left >= 0 ? (
            <Badge tone="success" className="gap-1">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {d.states.verified}
            </Badge>
          ) : (
            <Badge tone="destructive" className="gap-1">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              {d.states.expired}
            </Badge>
          )}
          <span className="text-sm">{d.validUntil(day(verified.expiresOn))}</span>
          {left >= 0 && left <= 30 && (
            <span className="text-sm font-medium text-warning">{d.expiresIn(left)}</span>
          )}
          <span className="text-sm text-muted-foreground">{verified.reference}</span>
          <DocumentLink credential={verified} label={d.openDocument} />
        </div>
      )}

      {open && (
        <div className="flex flex-col gap-1.5 rounded-lg bg-muted/50 p-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            {open.state === "pending" ? (
              <Badge tone="warning" className="gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                {d.states.pending}
              </Badge>
            ) : (
              <Badge tone="destructive" className="gap-1">
                <CircleAlert aria-hidden="true" className="size-3.5" />
                {d.states.rejected}
              </Badge>
            )}
            <span className="text-sm">{open.reference}</span>
            <span className="text-sm text-muted-foreground">{d.validUntil(day(open.expiresOn))}</span>
            <span className="text-sm text-muted-foreground">{d.uploadedOn(day(open.createdAt))}</span>
            <DocumentLink credential={open} label={d.openDocument} />
          </div>
          {open.state === "rejected" && open.rejectionReason && (
            <p className="text-sm">
              <span className="font-medium">{d.rejectedBecause}</span> {open.rejectionReason}
            </p>
          )}
          {open.state === "pending" && verified && (
            <p className="text-sm text-muted-foreground">{d.replacing}</p>
          )}
        </div>
      )}

      {!verified && !open && !uploading && <p className="text-sm text-muted-foreground">{d.notUploaded}</p>}
      {uploading && <UploadForm kind={entry.kind} onDone={() => setUploading(false)} />}
    </section>
  );
}

/** A designer's credentials (issue 22 §4): uploaded privately, checked by the team, shown as badges once verified. */
export function CredentialsCard() {
  const { proofOfTrust: t } = useWorkspaceMessages();
  const d = t.designer;
  const credentials = useOwnCredentials();
  return (
    <Card id="credentials" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{d.title}</CardTitle>
        <CardDescription>{d.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {credentials.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">{d.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => credentials.refetch()}>
              {d.retry}
            </Button>
          </div>
        ) : credentials.data ? (
          credentials.data.kinds.map((entry) => <KindSection key={entry.kind} entry={entry} />)
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
