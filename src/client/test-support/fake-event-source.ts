/** The browser's EventSource, played by the test: it sends events when told to. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: Event) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: unknown = {}) {
    this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(name) ?? [])
      listener(Object.assign(new Event(name), { data: JSON.stringify(data) }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    for (const listener of this.listeners.get("error") ?? []) listener(new Event("error"));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}
