import { useState } from "react";
import { isProfileComplete } from "#shared/profile/completeness.ts";
import type { Profile } from "#shared/profile/schema.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { PushCard } from "../app/push/push-card.tsx";
import { useAuth } from "../app/use-current-user.ts";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { Pencil } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { AccountActivityCard } from "./account-activity-card.tsx";
import { useProfile } from "./api/get-profile.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { CredentialsCard } from "./credentials-card.tsx";
import { DataExportCard } from "./data-export-card.tsx";
import { DesignerProfileForm } from "./designer-profile-form.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { ProfilePhoto } from "./profile-photo.tsx";
import { SecondFactorSettings } from "./security/security-card.tsx";

function ProfileView({ profile }: { profile: Profile }) {
  const m = useWorkspaceMessages().profile;
  const rows: [string, string | null][] = [
    [m.fields.firstName, profile.firstName],
    [m.fields.lastName, profile.lastName],
    [m.fields.email, profile.email],
    [m.fields.phoneNumber, profile.phoneNumber],
    [m.fields.address, profile.address],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className={value ? "mt-0.5 font-medium break-words" : "mt-0.5 text-muted-foreground italic"}>
            {value || m.settings.notProvided}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfilePage() {
  const { app, profile: m } = useWorkspaceMessages();
  usePageMeta("dashboardProfile");
  const auth = useAuth();
  const { data: profile, isPending } = useProfile();
  const [editing, setEditing] = useState(false);

  if (auth.status === "unauthenticated") {
    return (
      <Container className="py-12">
        <PageHeader title={m.settings.accessDeniedTitle} description={m.settings.accessDeniedText} />
      </Container>
    );
  }
  if (isPending || !profile) return <PageSpinner label={app.states.loading} />;
  // Spec 2 §2: editing opens by itself while a required field is empty.
  const edit = editing || !isProfileComplete(profile);

  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader title={m.settings.title} description={m.settings.subtitle} />
      <Card>
        <div className="flex items-start justify-between gap-4 p-6">
          <div className="flex flex-col gap-1.5">
            <CardTitle>{m.settings.personalInformation}</CardTitle>
            {auth.user && m.settings.personalInformationText[auth.user.role] && (
              <CardDescription>{m.settings.personalInformationText[auth.user.role]}</CardDescription>
            )}
          </div>
          {!edit && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {m.settings.edit}
            </Button>
          )}
        </div>
        <CardContent className="flex flex-col gap-6">
          {auth.user && <ProfilePhoto user={auth.user} />}
          {edit ? (
            <ProfileForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <ProfileView profile={profile} />
          )}
        </CardContent>
      </Card>
      {auth.user?.role === "designer" && <DesignerProfileForm />}
      {auth.user?.role === "designer" && <CredentialsCard />}
      <Card>
        <CardHeader>
          <CardTitle>{m.settings.security}</CardTitle>
          <CardDescription>{m.settings.securityText}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <PushCard />
      <SecondFactorSettings />
      <AccountActivityCard />
      <DataExportCard />
    </Container>
  );
}
