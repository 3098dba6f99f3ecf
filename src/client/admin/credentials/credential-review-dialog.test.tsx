import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { addDays, format } from "date-fns";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import type { AdminCredential } from "#shared/trust/credentials.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { stubApi, testQueryClient } from "../../test-support/api-double.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { RejectCredentialDialog } from "./reject-credential-dialog.tsx";
import { VerifyCredentialDialog } from "./verify-credential-dialog.tsx";

const t = englishMessages.proofOfTrust;
const a = t.admin;
const day = (days: number) => format(addDays(new Date(), days), "yyyy-MM-dd");
const CREDENTIAL: AdminCredential = {
  id: "3f0c1c84-6c1e-4c53-9d1a-5f4b8e1b2a10",
  kind: "insurance",
  state: "pending",
  reference: "PI-2026-0042",
  insurer: "Harbour Mutual",
  expiresOn: day(200),
  fileName: "policy.pdf",
  contentType: "application/pdf",
  sizeBytes: 240_000,
  rejectionReason: null,
  reviewedAt: null,
  createdAt: "2026-11-01T02:00:00.000Z",
  documentUrl: "/api/credentials/3f0c1c84/document",
  designer: { id: "8d7f6b8e-2f0a-4c1e-9b7d-1a2b3c4d5e6f", name: "Hana Tsang", email: "hana@example.com" },
  replaces: null,
};

function renderDialog(dialog: ReactNode) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
        <Dialog open>{dialog}</Dialog>
      </MessagesProvider>
    </QueryClientProvider>,
  );
}

describe("an admin's review of a credential", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("rejects only with a reason, sent trimmed, and closes once done", async () => {
    const calls = stubApi(() => ({ status: 200, body: { ...CREDENTIAL, state: "rejected" } }));
    const onClose = vi.fn();
    renderDialog(<RejectCredentialDialog credential={CREDENTIAL} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: a.rejectTitle(t.kinds.insurance, "Hana Tsang") })).toBeTruthy();

    const reason = screen.getByLabelText(new RegExp(a.reason));
    fireEvent.click(screen.getByRole("button", { name: a.rejectConfirm }));
    await waitFor(() => expect(reason.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(t.validation.reasonRequired)).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(reason, { target: { value: "  The scan is too blurred to read.  " } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: a.rejectConfirm }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: "POST",
        url: `/api/admin/credentials/${CREDENTIAL.id}/reject`,
        body: { reason: "The scan is too blurred to read." },
      },
    ]);
    expect(reason.getAttribute("aria-invalid")).toBeNull();
  });

  it("verifies with the designer's date unless the admin changes it, and refuses a past one", async () => {
    const calls = stubApi(() => ({ status: 200, body: { ...CREDENTIAL, state: "verified" } }));
    const onClose = vi.fn();
    renderDialog(<VerifyCredentialDialog credential={CREDENTIAL} onClose={onClose} />);
    const date = screen.getByLabelText(new RegExp(a.expiresOn));
    expect((date as HTMLInputElement).value).toBe(CREDENTIAL.expiresOn);

    fireEvent.change(date, { target: { value: day(-1) } });
    fireEvent.click(screen.getByRole("button", { name: a.verifyConfirm }));
    await waitFor(() => expect(screen.getByText(t.validation.expiresOnPast)).toBeTruthy());
    expect(calls).toEqual([]);

    fireEvent.change(date, { target: { value: CREDENTIAL.expiresOn } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: a.verifyConfirm }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      [`/api/admin/credentials/${CREDENTIAL.id}/verify`, {}],
    ]);
  });

  it("sends a corrected expiry date, and keeps the dialog open when the server refuses", async () => {
    const calls = stubApi(() => ({ status: 409, body: { message: "Already reviewed" } }));
    const onClose = vi.fn();
    renderDialog(<VerifyCredentialDialog credential={CREDENTIAL} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(new RegExp(a.expiresOn)), { target: { value: day(300) } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: a.verifyConfirm }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ expiresOn: day(300) });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: a.verifyConfirm }).hasAttribute("disabled")).toBe(false),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
