/** /designers/{id}: a vetted designer's public profile. */
export function DesignerProfilePage() {
  return null;
}
