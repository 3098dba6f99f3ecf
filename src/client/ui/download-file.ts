/**
 * Saves text as a file through the browser's download. The link is in the document while clicked (some
 * browsers ignore a detached one's click), and the object URL outlives the click a little: revoked at once, the
 * download could find it gone.
 */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
