import { useState } from "react";
import { contactKindsIn } from "#shared/matching/contact-screening.ts";
import { errorText } from "../../app/api.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Textarea } from "../../ui/form-controls.tsx";
import { Send } from "../../ui/icons.tsx";
import { toast } from "../../ui/toast.tsx";
import { useThread } from "../api/get-thread.ts";
import { useSendMessage } from "../api/send-message.ts";
import {
  ComposerWarning,
  MessageText,
  ReaderNote,
  SenderExplanation,
  SenderNote,
  type ThreadSide,
} from "./hidden-contact.tsx";

/**
 * The client's and one designer's conversation (issue: matching §4), read again every 15 s. Until
 * the client chooses the designer (`screened`), contact details are hidden from the other side
 * (issue 19 §11): the composer warns before sending, the sender is told why as soon as it is sent.
 */
export function MessageThread({
  introductionId,
  title,
  side,
  screened,
}: {
  introductionId: string;
  title: string;
  side: ThreadSide;
  screened: boolean;
}) {
  const { matching, app, profile } = useWorkspaceMessages();
  const t = matching.introductions.thread;
  const { data: thread, isPending } = useThread(introductionId);
  const send = useSendMessage(introductionId);
  const [text, setText] = useState("");
  const id = `thread-${introductionId}`;
  const aboutToHide = screened ? contactKindsIn(text, { ownHosts: [window.location.host] }) : [];
  const newestOwn = thread?.findLast((message) => message.mine);

  const submit = () => {
    const body = text.trim();
    // One at a time (Ctrl+Enter skips the disabled button): a second send would take the first's failure handler.
    if (!body || send.isPending) return;
    // Emptied as it goes: the live stream often brings the thread with this message before the POST answers,
    // and the words must not show in the thread and the composer at once. A failure gives them back.
    setText("");
    send.mutate(body, {
      onError: (error) => {
        setText((meanwhile) => (meanwhile.trim() ? meanwhile : body));
        toast({ title: t.failed, description: errorText(error, ""), variant: "destructive" });
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {isPending ? null : thread && thread.length > 0 ? (
        <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto rounded-lg border border-border bg-muted/30 p-3">
          {thread.map((message) => (
            <li key={message.id} className={cn("flex flex-col", message.mine ? "items-end" : "items-start")}>
              <span className="text-xs text-muted-foreground">
                {message.authorName || profile.noName} ·{" "}
                {new Date(message.createdAt).toLocaleString(app.formats.locale, {
                  dateStyle: "medium",
                  timeStyle: "short",
                })}
              </span>
              <p
                className={cn(
                  "max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-line",
                  message.mine ? "bg-primary text-primary-foreground" : "bg-card shadow-sm",
                )}
              >
                <MessageText body={message.body} hidden={matching.screening.hidden} />
              </p>
              {message.hiddenContact.length > 0 &&
                (message.mine ? (
                  <SenderNote kinds={message.hiddenContact} side={side} />
                ) : (
                  <ReaderNote side={side} />
                ))}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      )}
      <div role="status" className="empty:hidden">
        {newestOwn && newestOwn.hiddenContact.length > 0 && (
          <SenderExplanation kinds={newestOwn.hiddenContact} side={side} />
        )}
      </div>
      <div role="status" className="empty:hidden">
        {aboutToHide.length > 0 && <ComposerWarning kinds={aboutToHide} side={side} />}
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          aria-label={t.label}
          placeholder={t.placeholder}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) submit();
          }}
          className="flex-1"
        />
        <Button type="submit" disabled={send.isPending || !text.trim()}>
          <Send aria-hidden="true" />
          {send.isPending ? t.sending : t.send}
        </Button>
      </form>
    </section>
  );
}
