/** What the attack suite tried and what went wrong, for its summary line. */
export class Tally {
  readonly endpoints = new Set<string>();
  attacks = 0;
  readonly failures: string[] = [];

  /** One attack on `endpoint` (a route, or a path outside the API); `problems` empty when it was answered well. */
  attack(endpoint: string, label: string, problems: readonly string[]): void {
    this.endpoints.add(endpoint);
    this.attacks += 1;
    if (problems.length > 0) this.failures.push(`${endpoint} — ${label}: ${problems.join("; ")}`);
  }

  /** A check after a series of attacks (nothing changed, the server still answers). */
  check(label: string, problems: readonly string[]): void {
    if (problems.length > 0) this.failures.push(`${label}: ${problems.join("; ")}`);
  }

  summary(apiEndpoints: readonly string[]): string {
    const covered = apiEndpoints.filter((endpoint) => this.endpoints.has(endpoint)).length;
    return (
      `Attack suite: ${covered} of ${apiEndpoints.length} API endpoints covered, ` +
      `${this.attacks} attacks tried, ${this.failures.length} failures`
    );
  }
}
