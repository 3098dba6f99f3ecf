/**
 * A stored value in the reader's language. Data can hold values a catalogue does not name (older
 * rows, retired options): those show as stored rather than as nothing.
 */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  // Own keys only: a value such as 'constructor' must not read the object's prototype.
  return (Object.hasOwn(labels, value) ? labels[value] : undefined) ?? value;
}

/** Several stored values in the reader's language, for a catalogue's `formats.list`. */
export function labelsOf(labels: Readonly<Record<string, string>>, values: readonly string[]): string[] {
  return values.map((value) => labelOf(labels, value));
}
