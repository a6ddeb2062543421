/** A keyword as the list takes it: trimmed, at most 50 characters (the server's limit); empty lists everyone. */
export function searchKeyword(text: string): string {
  return text.trim().slice(0, 50);
}
