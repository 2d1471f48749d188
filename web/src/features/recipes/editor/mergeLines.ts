const countOf = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/**
 * The cook's changes to a list (ingredients, method lines) made over `base`, applied to `theirs`: the list as
 * saved elsewhere since. Lines the cook removed go, lines the cook added come in after the line they followed,
 * and everything the other save added or kept stays. A line both changed differently is there both ways, for
 * the cook to choose: nothing either of them wrote is lost.
 */
export function mergeLines<Line>(base: Line[], mine: Line[], theirs: Line[], keyOf: (line: Line) => string): Line[] {
  // Unchanged elsewhere: the cook's list as it is, moves included (when both changed it, the other's order stands).
  if (JSON.stringify(theirs.map(keyOf)) === JSON.stringify(base.map(keyOf))) return mine;
  const baseCounts = countOf(base.map(keyOf));
  const mineCounts = countOf(mine.map(keyOf));
  const removals = new Map([...baseCounts].map(([key, count]) => [key, count - (mineCounts.get(key) ?? 0)]));
  const merged = theirs.filter((line) => {
    const key = keyOf(line);
    const left = removals.get(key) ?? 0;
    if (left > 0) removals.set(key, left - 1);
    return left <= 0;
  });

  const unmatchedInBase = new Map(baseCounts);
  let after = -1;
  for (const line of mine) {
    const key = keyOf(line);
    const inBase = unmatchedInBase.get(key) ?? 0;
    if (inBase > 0) {
      // A line the cook kept: later additions follow it where it stands now.
      unmatchedInBase.set(key, inBase - 1);
      const next = merged.findIndex((other, index) => index > after && keyOf(other) === key);
      after =
        next >= 0
          ? next
          : Math.max(
              after,
              merged.findIndex((other) => keyOf(other) === key),
            );
      continue;
    }
    merged.splice(after + 1, 0, line);
    after += 1;
  }
  return merged;
}
