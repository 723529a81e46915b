/**
 * INSERTs on the request path, compiled by Kysely once per engine, table, columns and row count and then
 * only given new values: building and compiling the query for every submission cost more than SQLite's own
 * insert in the profile of `npm run bench:forms`.
 */
import { CompiledQuery, type Insertable, type Kysely, type Transaction } from "kysely";
import type { Engine } from "./database.ts";
import type { Database } from "./schema.ts";

type Table = keyof Database;

const compiled = new Map<string, string>();

/** Inserts rows that all have the same columns; returns the new ids in the order the database gives them. */
export async function insertRows<T extends Table>(
  db: Kysely<Database> | Transaction<Database>,
  engine: Engine,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number[]> {
  const [first] = rows;
  if (first === undefined) return [];
  const columns = Object.keys(first) as (keyof Insertable<Database[T]> & string)[];
  const key = `${engine}:${table}:${rows.length}:${columns.join(",")}`;
  let text = compiled.get(key);
  if (text === undefined) {
    // Every column a parameter (null placeholders), whatever the first rows happened to hold.
    const placeholders = rows.map(() => Object.fromEntries(columns.map((column) => [column, null])));
    // The table is generic here, so Kysely cannot type the builder; the rows are typed by the signature.
    text = db
      .insertInto(table)
      .values(placeholders as never)
      .returning("id" as never)
      .compile().sql;
    compiled.set(key, text);
  }
  const parameters = rows.flatMap((row) => columns.map((column) => row[column] ?? null));
  const result = await db.executeQuery<{ id: number }>(CompiledQuery.raw(text, parameters));
  return result.rows.map((row) => row.id);
}
