import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Drizzle keeps its migrations bookkeeping in its own schema; every table in this one is the app's. */
export const APP_SCHEMA = 'public';

export type Executor = Pick<Db, 'execute'>;

export interface AppTable {
  name: string;
  /** Columns a backup carries and an import writes: every column but generated ones, in table order. */
  columns: string[];
}

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export const tableRef = (name: string) => sql`${sql.identifier(APP_SCHEMA)}.${sql.identifier(name)}`;

/** The app's tables as the database has them now, so a table added by a later migration is included. */
export async function appTables(db: Executor): Promise<AppTable[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = ${APP_SCHEMA} and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (table_name === '__drizzle_migrations') continue;
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  return [...tables].map(([name, tableColumns]) => ({ name, columns: tableColumns }));
}

/**
 * The tables in an order where every table comes after those its foreign keys point to, so rows can be
 * inserted with the constraints in force (neither engine lets an ordinary role switch them off).
 */
export async function inForeignKeyOrder<T extends { name: string }>(db: Executor, tables: T[]): Promise<T[]> {
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
      from pg_constraint con
      join pg_class child on child.oid = con.conrelid
      join pg_class parent on parent.oid = con.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where con.contype = 'f' and n.nspname = ${APP_SCHEMA}`,
  );
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    // A table pointing at itself cannot be ordered against itself; its rows keep their primary key order.
    if (child !== parent) parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  }
  const names = new Set(tables.map((table) => table.name));
  const ordered: T[] = [];
  const placed = new Set<string>();
  let pending = [...tables];
  while (pending.length > 0) {
    const ready = pending.filter((table) =>
      [...(parentsOf.get(table.name) ?? [])].every((parent) => placed.has(parent) || !names.has(parent)),
    );
    // A cycle of foreign keys: insert the rest as they come and let the database name the broken key.
    const next = ready.length > 0 ? ready : pending;
    for (const table of next) {
      ordered.push(table);
      placed.add(table.name);
    }
    pending = pending.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** Tables that hold at least one row. */
export async function nonEmptyTables(db: Executor, tables: AppTable[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ has_rows: boolean }>(
      db,
      sql`select exists (select 1 from ${tableRef(table.name)}) as has_rows`,
    );
    if (row?.has_rows) found.push(table.name);
  }
  return found;
}

/** Moves every serial or identity sequence past the highest value restored, so new rows get fresh ids. */
export async function resetSequences(db: Executor, tables: string[]): Promise<void> {
  const owned = await rowsOf<{ table_name: string; column_name: string; sequence: string }>(
    db,
    sql`select table_name, column_name, sequence from (
        select table_name, column_name,
          pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as sequence
        from information_schema.columns where table_schema = ${APP_SCHEMA}
      ) owned where sequence is not null`,
  );
  for (const { table_name, column_name, sequence } of owned) {
    if (!tables.includes(table_name)) continue;
    await db.execute(
      sql`select setval(${sequence}::regclass,
        coalesce((select max(${sql.identifier(column_name)}) from ${tableRef(table_name)}), 0) + 1, false)`,
    );
  }
}
