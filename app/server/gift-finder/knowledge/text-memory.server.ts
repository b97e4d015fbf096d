/**
 * Remembers what was read from a text. Ranking and the suitability rules read the same idea and
 * listing texts on every request, and those change only at seed, while a shopper's own words pass
 * through once. Past its limit the memory starts afresh rather than growing without bound, so the
 * texts of a busy day stay and the one-offs go.
 */
export function rememberByText<T>(read: (text: string) => T, limit = 50_000): (text: string) => T {
  const remembered = new Map<string, T>()
  return (text) => {
    if (remembered.has(text)) return remembered.get(text)!
    const value = read(text)
    if (remembered.size >= limit) remembered.clear()
    remembered.set(text, value)
    return value
  }
}
