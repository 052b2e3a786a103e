/**
 * `npm run backfill -- --station SLUG --hours N`: generates N hours of past segments for a
 * station. On the embedded database, stop Antena first (PGlite has one process at a time).
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { errorSerializers } from '../observability/query-redaction';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db';
import { loadUrlSigningKey } from '../identity/keys';
import { createStorage } from '../storage/create-storage';
import { stations } from '../db/schema';
import { eq } from 'drizzle-orm';
import { backfillStation } from '../recorder/backfill';
import { existingDemoTalkTrack } from '../seed/demo-talk';

const { values } = parseArgs({
  options: { station: { type: 'string' }, hours: { type: 'string', default: '1' } },
});
const hours = Number(values.hours);
if (!values.station || !Number.isFinite(hours) || hours <= 0 || hours > 24 * 31) {
  console.error('usage: npm run backfill -- --station SLUG --hours N   (0 < N <= 744)');
  process.exit(1);
}

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL, serializers: errorSerializers });
const database = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: config.dbDir,
  sharedBuffers: config.PGLITE_SHARED_BUFFERS,
});
try {
  await migrateDatabase(database);
  const [station] = await database.db.select().from(stations).where(eq(stations.slug, values.station));
  if (!station) {
    console.error(`No station with slug '${values.station}'`);
    process.exitCode = 1;
  } else {
    const storage = createStorage(config, await loadUrlSigningKey(database.db));
    const started = process.hrtime.bigint();
    const count = await backfillStation({ db: database.db, storage, log }, station, {
      hours,
      segmentSeconds: config.SEGMENT_SECONDS,
      demoTalkTrack: await existingDemoTalkTrack(config.dataDir),
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(`${count} segments (${hours} h) added to ${station.slug} in ${seconds.toFixed(1)} s`);
  }
} finally {
  await database.close();
}
