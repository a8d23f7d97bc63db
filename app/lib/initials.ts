/** Up to two initials from the capitalised words of a name: "Indlovu Mutual Assurance" → "IM". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}
