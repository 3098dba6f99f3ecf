import type { ContactKind } from "#shared/matching/contact-screening.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { EyeOff, ShieldAlert } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";

/** Which side of a thread the reader is on. */
export type ThreadSide = "client" | "designer";

const otherSide = (side: ThreadSide): ThreadSide => (side === "client" ? "designer" : "client");

/** Under the sender's own message whose contact details the other side reads masked: what was hidden. */
export function SenderNote({ kinds, side }: { kinds: ContactKind[]; side: ThreadSide }) {
  const t = useWorkspaceMessages().matching.screening;
  return (
    <p className="mt-1 flex max-w-[85%] items-start gap-1.5 text-xs text-muted-foreground">
      <EyeOff aria-hidden="true" className="mt-px size-3.5 shrink-0 text-warning" />
      {t.sender.hiddenFrom(kinds, t.otherSide[otherSide(side)])}
    </p>
  );
}

/**
 * Above the composer while the sender's newest message had details hidden: why, quoting the
 * terms' circumvention clause. Outside the scrolling thread, so it is seen the moment it is sent.
 */
export function SenderExplanation({ kinds, side }: { kinds: ContactKind[]; side: ThreadSide }) {
  const t = useWorkspaceMessages().matching.screening;
  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        {t.sender.hiddenFrom(kinds, t.otherSide[otherSide(side)])}
      </p>
      <p>{t.sender.why[side]}</p>
      <blockquote className="border-l-2 border-warning/60 pl-3 text-muted-foreground">
        {t.sender.clause}
      </blockquote>
      <Link
        to="/terms#non-circumvention"
        className="self-start text-primary underline-offset-4 hover:underline"
      >
        {t.sender.termsLink}
      </Link>
    </div>
  );
}

/** Under a message the reader received with contact details hidden. */
export function ReaderNote({ side }: { side: ThreadSide }) {
  const t = useWorkspaceMessages().matching.screening;
  return <p className="mt-1 max-w-[85%] text-xs text-muted-foreground">{t.readerNote[side]}</p>;
}

/** In the composer: what is about to be hidden, before it is sent. */
export function ComposerWarning({ kinds, side }: { kinds: ContactKind[]; side: ThreadSide }) {
  const t = useWorkspaceMessages().matching.screening;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-warning/10 px-3 py-2 text-sm">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      {t.warning[side](kinds)}
    </p>
  );
}

/** A message's text with each "[contact details hidden]" set apart from what was written. */
export function MessageText({ body, hidden }: { body: string; hidden: string }) {
  const parts = body.split(hidden);
  if (parts.length === 1) return body;
  // Set apart by its frame, the placeholder needs no brackets of its own.
  const label = hidden.replace(/^[[［]|[\]］]$/gu, "");
  return parts.map((part, index) => (
    // The parts are the text between placeholders, in order: their place is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <span key={index}>
      {part}
      {index < parts.length - 1 && (
        <span className="rounded border border-dashed border-current px-1 whitespace-nowrap opacity-80">
          {label}
        </span>
      )}
    </span>
  ));
}
