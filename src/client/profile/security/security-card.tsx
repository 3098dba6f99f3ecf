import { type ReactNode, useState } from "react";
import { RECOVERY_CODE_COUNT } from "#shared/auth/second-factor.ts";
import {
  preloadSecondFactorMessages,
  useSecondFactorMessages,
  useSecondFactorWords,
} from "../../app/second-factor-messages.ts";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { KeyRound, LifeBuoy, Smartphone } from "../../ui/icons.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import {
  type Reauthentication,
  type SecondFactorStatus,
  type TotpSetup,
  useAddPasskey,
  useRefreshCurrentUser,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useRemoveTotp,
  useSecondFactorStatus,
  useStartTotp,
  useTurnOffSecondFactor,
} from "./api.ts";
import { PasskeyList } from "./passkey-list.tsx";
import { ReauthDialog } from "./reauth-dialog.tsx";
import { RecoveryCodesDialog } from "./recovery-codes-dialog.tsx";
import { TotpSetupPanel } from "./totp-setup.tsx";

preloadSecondFactorMessages();

/** A change waiting for the password (or a code): what it says and what it runs. */
interface PendingChange {
  description?: string;
  confirmLabel?: string;
  destructive?: boolean;
  run: (proof: Reauthentication) => Promise<unknown>;
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-5 first:border-t-0 first:pt-0">
      <h3 className="flex items-center gap-2 font-medium">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

const isCancelled = (error: unknown) => error instanceof Error && /NotAllowed|Abort/.test(error.name);

/**
 * Two-step verification for any account: an authenticator app, passkeys and recovery codes. Every change
 * asks for the password or a code first; new recovery codes are shown once. Admins cannot turn it off.
 */
export function SecurityCard({ status }: { status: SecondFactorStatus }) {
  const m = { ...useSecondFactorWords(), ...useSecondFactorMessages() };
  const dates = useDateFormats();
  const refreshUser = useRefreshCurrentUser();
  const startTotp = useStartTotp();
  const removeTotp = useRemoveTotp();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const regenerate = useRegenerateRecoveryCodes();
  const turnOff = useTurnOffSecondFactor();
  const [change, setChange] = useState<PendingChange | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const ask = (pending: PendingChange) => setChange(pending);
  /** A factor was added: this session now has it, so who is signed in is asked again (after the codes). */
  const enabled = (title: string, recoveryCodes: string[] | null) => {
    toast({ title, variant: "success" });
    if (recoveryCodes) setCodes(recoveryCodes);
    else void refreshUser();
  };

  const onAddPasskey = () =>
    ask({
      run: async (proof) => {
        const name = `${m.security.passkeys.defaultName} ${status.passkeys.length + 1}`;
        // The browser's own passkey prompt follows the password check; cancelling it is not an error.
        try {
          const added = await addPasskey.mutateAsync({ proof, name });
          enabled(m.security.passkeys.addedToast, added.recoveryCodes);
        } catch (error) {
          if (!isCancelled(error)) throw error;
          toast({ title: m.security.passkeys.cancelled, variant: "destructive" });
        }
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {m.security.title}
          <Badge tone={status.enabled ? "success" : "neutral"}>
            {status.enabled ? m.security.on : m.security.off}
          </Badge>
          {status.required && <Badge tone="outline">{m.security.required}</Badge>}
        </CardTitle>
        <CardDescription>{m.security.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Section
          icon={<Smartphone aria-hidden="true" className="size-5 text-muted-foreground" />}
          title={m.security.app.title}
        >
          <p className="text-sm text-muted-foreground">
            {status.totp.enabled && status.totp.confirmedAt
              ? m.security.app.enabledSince(formatDate(status.totp.confirmedAt, dates.long, ""))
              : m.security.app.description}
          </p>
          {setup ? (
            <TotpSetupPanel
              setup={setup}
              onCancel={() => setSetup(null)}
              onEnabled={(recoveryCodes) => {
                setSetup(null);
                enabled(m.security.app.enabled, recoveryCodes);
              }}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant={status.totp.enabled ? "outline" : "primary"}
                size="sm"
                onClick={() => ask({ run: async (proof) => setSetup(await startTotp.mutateAsync(proof)) })}
              >
                {status.totp.enabled ? m.security.app.replace : m.security.app.start}
              </Button>
              {status.totp.enabled && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    ask({
                      description: `${m.security.app.removeTitle} ${m.security.app.removeText}`,
                      confirmLabel: m.security.app.remove,
                      destructive: true,
                      run: async (proof) => {
                        await removeTotp.mutateAsync(proof);
                        toast({ title: m.security.app.removed, variant: "success" });
                      },
                    })
                  }
                >
                  {m.security.app.remove}
                </Button>
              )}
            </div>
          )}
        </Section>

        <Section
          icon={<KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />}
          title={m.security.passkeys.title}
        >
          <p className="text-sm text-muted-foreground">{m.security.passkeys.description}</p>
          <PasskeyList
            passkeys={status.passkeys}
            onRemove={(passkey) =>
              ask({
                description: `${m.security.passkeys.removeTitle} ${m.security.passkeys.removeText(passkey.name)}`,
                confirmLabel: m.security.passkeys.remove,
                destructive: true,
                run: async (proof) => {
                  await removePasskey.mutateAsync({ id: passkey.id, proof });
                  toast({ title: m.security.passkeys.removedToast, variant: "success" });
                },
              })
            }
          />
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={onAddPasskey}
            disabled={addPasskey.isPending}
          >
            <KeyRound aria-hidden="true" />
            {addPasskey.isPending ? m.security.passkeys.adding : m.security.passkeys.add}
          </Button>
        </Section>

        {status.enabled && (
          <Section
            icon={<LifeBuoy aria-hidden="true" className="size-5 text-muted-foreground" />}
            title={m.security.recovery.title}
          >
            <p className="text-sm text-muted-foreground">
              {m.security.recovery.description}{" "}
              <span className="font-medium text-foreground">
                {m.security.recovery.left(status.recoveryCodesLeft, RECOVERY_CODE_COUNT)}
              </span>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() =>
                ask({
                  description: m.security.recovery.regenerateText,
                  confirmLabel: m.security.recovery.regenerate,
                  run: async (proof) => {
                    const answer = await regenerate.mutateAsync(proof);
                    if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
                  },
                })
              }
            >
              {m.security.recovery.regenerate}
            </Button>
          </Section>
        )}

        {status.enabled && !status.required && (
          <div className="border-t border-border pt-5">
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                ask({
                  description: `${m.security.turnOff.title} ${m.security.turnOff.text}`,
                  confirmLabel: m.security.turnOff.confirm,
                  destructive: true,
                  run: async (proof) => {
                    await turnOff.mutateAsync(proof);
                    toast({ title: m.security.turnOff.done, variant: "success" });
                  },
                })
              }
            >
              {m.security.turnOff.button}
            </Button>
          </div>
        )}
      </CardContent>
      <ReauthDialog
        open={change !== null}
        onOpenChange={(open) => !open && setChange(null)}
        withCode={status.totp.enabled}
        {...(change?.description ? { description: change.description } : {})}
        {...(change?.confirmLabel ? { confirmLabel: change.confirmLabel } : {})}
        {...(change?.destructive ? { destructive: true } : {})}
        run={(proof) => (change ? change.run(proof) : Promise.resolve())}
      />
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          onDone={() => {
            setCodes(null);
            void refreshUser();
          }}
        />
      )}
    </Card>
  );
}

/** The security card with its data: a skeleton while it loads, a message if it cannot. */
export function SecondFactorSettings() {
  const m = useSecondFactorMessages();
  const status = useSecondFactorStatus();
  if (status.data) return <SecurityCard status={status.data} />;
  if (status.isError)
    return (
      <Card>
        <CardHeader>
          <CardTitle>{m.security.title}</CardTitle>
          <CardDescription>{m.security.loadFailed}</CardDescription>
        </CardHeader>
      </Card>
    );
  return <Skeleton className="h-64 w-full" />;
}
