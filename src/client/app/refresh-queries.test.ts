import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshQueries } from "./refresh-queries.ts";

/** A list whose first load is answered only when the test says, with what the server held when it was asked. */
function slowList() {
  let server = "before the change";
  const answers: (() => void)[] = [];
  const queryFn = () => {
    const held = server;
    return new Promise<string>((resolve) => answers.push(() => resolve(held)));
  };
  return {
    queryFn,
    change: () => {
      server = "after the change";
    },
    answerAll: () => {
      for (const answer of answers.splice(0)) answer();
    },
  };
}

async function shownAfterChange(refresh: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
  const list = slowList();
  const observer = new QueryObserver(client, { queryKey: ["users", "list"], queryFn: list.queryFn });
  const unsubscribe = observer.subscribe(() => {});
  // The change is made while the list's first load is under way; then the refresh, then the answers.
  list.change();
  let refreshed = false;
  void refresh(client).then(() => {
    refreshed = true;
  });
  // Every load asked for so far is answered, until the refresh is done and nothing more is asked.
  while (!refreshed) {
    list.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const shown = observer.getCurrentResult().data;
  unsubscribe();
  client.clear();
  return shown;
}

describe("refreshQueries", () => {
  it("shows what the server holds after a change made during a list's first load", async () => {
    expect(await shownAfterChange((client) => refreshQueries(client, { queryKey: ["users"] }))).toBe(
      "after the change",
    );
  });

  it("is needed: invalidation alone keeps the first load's answer from before the change", async () => {
    expect(await shownAfterChange((client) => client.invalidateQueries({ queryKey: ["users"] }))).toBe(
      "before the change",
    );
  });
});
