import Sqlite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { preparedOnce } from './statement-cache';

describe('preparedOnce', () => {
  it('prepares a statement once and gives the same one back for the same SQL', () => {
    const sqlite = new Sqlite(':memory:');
    let prepares = 0;
    const counted = new Proxy(sqlite, { get: (target, key) => (key === 'prepare' ? (sql: string) => (prepares++, target.prepare(sql)) : Reflect.get(target, key)) });
    const db = preparedOnce(counted);
    db.prepare('CREATE TABLE t (n INTEGER)').run([]);
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    insert.run([1]);
    expect(db.prepare('INSERT INTO t (n) VALUES (?)')).toBe(insert);
    db.prepare('INSERT INTO t (n) VALUES (?)').run([2]);
    expect(db.prepare('SELECT n FROM t ORDER BY n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepares).toBe(3);
    db.close();
  });

  it('prepares another statement while the cached one is still being iterated', () => {
    const sqlite = new Sqlite(':memory:');
    const db = preparedOnce(sqlite);
    db.prepare('CREATE TABLE t (n INTEGER)').run([]);
    for (const n of [1, 2, 3]) db.prepare('INSERT INTO t (n) VALUES (?)').run([n]);
    const outer = db.prepare('SELECT n FROM t ORDER BY n');
    const seen: unknown[] = [];
    for (const row of outer.iterate([]) as Iterable<{ n: number }>) seen.push([row.n, db.prepare('SELECT n FROM t ORDER BY n').all([]).length]);
    expect(seen).toEqual([[1, 3], [2, 3], [3, 3]]);
    db.close();
  });

  it('keeps at most `limit` statements, dropping the oldest', () => {
    const sqlite = new Sqlite(':memory:');
    const db = preparedOnce(sqlite, 2);
    const one = db.prepare('SELECT 1');
    db.prepare('SELECT 2');
    db.prepare('SELECT 3');
    expect(db.prepare('SELECT 1')).not.toBe(one);
    db.close();
  });
});
