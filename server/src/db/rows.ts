/**
 * The row a statement always yields (an insert's returning, a row read inside the transaction that holds it):
 * its absence is a broken invariant, said plainly rather than as a TypeError further on.
 */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row where one was certain.');
  return row;
}
