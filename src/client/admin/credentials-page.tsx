import { useSearchParams } from "react-router";
import { CREDENTIAL_STATES, type CredentialState } from "#shared/trust/constants.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Container } from "../ui/container.tsx";
import { Clock, ShieldCheck } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { ToggleChip } from "../ui/toggle-chip.tsx";
import { adminPage } from "./admin-page.tsx";
import { useCredentialQueue } from "./api/credential-queue.ts";
import { CardList } from "./card-list.tsx";
import { CredentialCard } from "./credentials/credential-card.tsx";

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
      <CardList
        query={queue}
        items={items}
        loadFailed={a.loadFailed}
        retryLabel={admin.users.retry}
        emptyState={{ icon: <ShieldCheck aria-hidden="true" />, title: a.emptyTitle, text: a.emptyText }}
        placeholderHeight="h-40"
        card={(credential) => <CredentialCard credential={credential} />}
      />
    </Container>
  );
}

/** /dashboard/credentials: the admins' queue of designers' documents to verify (issue 22 §4). */
export const CredentialsPage = adminPage("credentials", CredentialQueueView);
