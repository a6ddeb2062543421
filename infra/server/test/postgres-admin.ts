import pg from 'pg';

/** One statement on the PostgreSQL server of DATABASE_URL, on a connection of its own (CREATE or DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Until no session is connected to `database`: pool.end() resolves before its sockets have closed, and a database
 * still in use can be neither dropped cleanly nor copied as a template.
 */
export async function waitForNoConnections(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      if (rows[0]?.count === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}
