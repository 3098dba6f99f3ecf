import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { LOGOUT_PATH, loginUrl } from "#shared/auth/user.ts";
import { isProfileComplete } from "#shared/profile/completeness.ts";
import { MAX_INSPIRATION_DESIGNS } from "#shared/requests/constants.ts";
import type { DesignRequest, NewRequestInput } from "#shared/requests/schema.ts";
import { MAX_WISHED_DESIGNERS } from "#shared/requests/wishes.ts";
import { errorText } from "../app/api.ts";
import { useAuthMessages } from "../app/auth-messages.ts";
import { useClientRequest } from "../app/get-client-request.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { RequestForm } from "../app/parts/request-form/request-form.tsx";
import {
  EMPTY_REQUEST,
  fromRequest,
  requestDraftKey,
  useDraftRestoredToast,
} from "../app/parts/request-form/request-values.ts";
import { useSubmitRequest } from "../app/submit-request.ts";
import { useAuth } from "../app/use-current-user.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/container.tsx";
import { CheckCircle2, ClipboardList, ShieldAlert, UserRound } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { NoticeCard } from "../ui/notice-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { toast } from "../ui/toast.tsx";
import { readDraft } from "../ui/use-draft.ts";

/** Spec 1 §9: after a successful submit, the confirmation shows for 2 s before the redirect. */
const REDIRECT_DELAY_MS = 2000;

/** Spec 1 §2: only clients and admins may submit design requests. */
function RequestFormDenied() {
  const auth = useAuthMessages();
  return (
    <NoticeCard
      icon={<ShieldAlert aria-hidden="true" className="text-destructive" />}
      title={auth.denial.requestFormTitle}
      text={auth.denial.requestForm}
      actions={
        <>
          <Link to="/dashboard" className={buttonClasses()}>
            {auth.denial.goToDashboard}
          </Link>
          <a href={LOGOUT_PATH} className={buttonClasses({ variant: "outline" })}>
            {auth.denial.logOut}
          </a>
        </>
      }
    />
  );
}

/** Spec 1 §2: a visitor is invited to log in or sign up, and comes back here afterwards. */
function SignedOutPrompt() {
  const auth = useAuthMessages();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  return (
    <NoticeCard
      icon={<ClipboardList aria-hidden="true" className="text-primary" />}
      title={auth.denial.signedOutTitle}
      text={auth.denial.signedOutText}
      actions={
        <>
          <a href={loginUrl(returnTo)} className={buttonClasses()}>
            {auth.denial.logIn}
          </a>
          <a href={loginUrl(returnTo, "signup")} className={buttonClasses({ variant: "outline" })}>
            {auth.denial.signUp}
          </a>
        </>
      }
    />
  );
}

/** Requests are sent only from a complete profile (the server refuses others too): the profile comes first. */
function ProfileNeeded() {
  const f = useWorkspaceMessages().requests.form;
  return (
    <NoticeCard
      icon={<UserRound aria-hidden="true" className="text-primary" />}
      title={f.profileNeededTitle}
      text={f.profileNeededText}
      actions={
        <Link to="/dashboard/profile" className={buttonClasses()}>
          {f.profileNeededAction}
        </Link>
      }
    />
  );
}

function Steps({ step }: { step: 1 | 2 }) {
  const f = useWorkspaceMessages().requests.form;
  return (
    <ol className="flex gap-3 text-sm">
      {[f.steps.details, f.steps.confirmation].map((label, index) => (
        <li
          key={label}
          aria-current={step === index + 1 ? "step" : undefined}
          className={cn(
            "flex items-center gap-2 rounded-full px-3 py-1",
            step === index + 1 ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
          )}
        >
          <span className="font-semibold">{index + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}

export function DesignRequestPage() {
  const { requests } = useWorkspaceMessages();
  const f = requests.form;
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get("edit") === "true" ? params.get("id") : null;
  // A new request saved without some of its photos: sending again saves it rather than creating another.
  const [savedId, setSavedId] = useState<string | null>(null);
  // The request edited, or the new one once saved: its photos show above the picker and may be removed.
  const existing = useClientRequest(editId ?? savedId);
  const submit = useSubmitRequest();
  const [done, setDone] = useState(false);
  usePageMeta("designRequest");
  useDraftRestoredToast(requestDraftKey(auth.user?.id, editId));

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(editId ? "/dashboard/my-forms" : "/dashboard"),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [done, editId, navigate]);

  if (auth.status === "loading") return <PageSpinner label={f.loading} />;
  if (auth.status === "unauthenticated") return <SignedOutPrompt />;
  if (auth.user.role !== "client" && auth.user.role !== "admin") return <RequestFormDenied />;
  if (!isProfileComplete(auth.user) && !editId) return <ProfileNeeded />;
  if (editId && existing.isPending) return <PageSpinner label={f.loading} />;

  const draftKey = requestDraftKey(auth.user.id, editId);
  const base =
    readDraft<NewRequestInput>(draftKey) ?? (existing.data ? fromRequest(existing.data) : EMPTY_REQUEST);
  // 'Use as inspiration' on Saved designs arrives with ?inspiration=id,id
  const chosen = (params.get("inspiration") ?? "").split(",").filter(Boolean);
  const initial = {
    ...base,
    inspirationDesignIds: [...new Set([...(base.inspirationDesignIds ?? []), ...chosen])].slice(
      0,
      MAX_INSPIRATION_DESIGNS,
    ),
    // 'Ask for this designer' arrives with ?designer=id: named first, so a full list keeps them.
    wishedDesignerIds: [
      ...new Set([
        ...(params.get("designer") ?? "").split(",").filter(Boolean),
        ...(base.wishedDesignerIds ?? []),
      ]),
    ].slice(0, MAX_WISHED_DESIGNERS),
  };

  const onSubmit = (input: NewRequestInput, photos: File[]) =>
    submit.mutateAsync({ id: editId ?? savedId, input, newPhotos: photos }).catch((error: unknown) => {
      toast({
        title: f.failureTitle,
        description: errorText(error, f.failureFallback),
        variant: "destructive",
      });
      return null;
    });

  const onSaved = (request: DesignRequest, complete: boolean) => {
    if (!complete) {
      // Not reported as sent: the form says beside the photos which were not added and what to do.
      setSavedId(request.id);
      toast({ title: requests.photos.partlySavedToast, variant: "destructive" });
      return;
    }
    toast(
      editId
        ? { title: f.updatedTitle, description: f.updatedText, variant: "success" }
        : { title: f.successTitle, description: f.successText, variant: "success" },
    );
    setDone(true);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container width="4xl" className="flex flex-col gap-8 py-12">
      <PageHeader title={editId ? f.editTitle : f.title} description={f.subtitle} />
      <Steps step={done ? 2 : 1} />
      {done ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
          <h2 className="text-2xl font-semibold">{f.confirmationTitle}</h2>
          <p className="max-w-md text-muted-foreground">{f.confirmationText}</p>
          <p role="status" className="text-sm text-muted-foreground">
            {f.redirecting}
          </p>
        </Card>
      ) : existing.isError ? (
        <p className="text-muted-foreground">{requests.errors.notFound}</p>
      ) : (
        <RequestForm
          initial={initial}
          draftKey={draftKey}
          isEdit={Boolean(editId)}
          current={existing.data}
          saving={submit.isPending}
          onSubmit={onSubmit}
          onSaved={onSaved}
        />
      )}
    </Container>
  );
}
