/**
 * `npm run storage:migrate -- --from local --to s3`: copies every object of DATA_DIR/media to
 * the bucket that S3_* names (whatever STORAGE says: it runs before the switch), with progress.
 * Safe while Antena records; run it again to copy what arrived since, and once more after the
 * switch to STORAGE=s3 (docs/storage.md "Moving to S3").
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createS3Storage } from '../storage/create-storage';
import { LocalDiskStorage } from '../storage/local-disk.storage';
import { migrateStorage, type MigrationProgress } from '../storage/migrate-storage';

/** The migration makes no URLs: neither store signs anything here. */
const NO_SIGNING = '';
/** Failures printed one per line at the end; the rest are counted. */
const FAILURES_SHOWN = 20;

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
  },
});
const concurrency = Number(values.concurrency);
if (values.from !== 'local' || values.to !== 's3' || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error('usage: npm run storage:migrate -- --from local --to s3 [--concurrency N]');
  process.exit(1);
}

let config;
try {
  config = loadConfig({ ...process.env, STORAGE: 's3' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const source = new LocalDiskStorage(config.mediaDir, '', NO_SIGNING);
const target = createS3Storage(config.s3!, '', NO_SIGNING);
try {
  await target.checkBucket();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const started = Date.now();
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const line = (progress: MigrationProgress) => {
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  return (
    `${progress.listed} listed: ${progress.copied} copied (${megabytes(progress.copiedBytes)} MB, ` +
    `${megabytes(progress.copiedBytes / seconds)} MB/s), ${progress.skipped} already there, ` +
    `${progress.vanished} deleted meanwhile, ${progress.failed.length} failed`
  );
};

console.log(`Copying ${config.mediaDir} to S3 bucket ${config.s3!.bucket}`);
const result = await migrateStorage(source, target, {
  concurrency,
  onProgress: (progress) => console.log(line(progress)),
});
for (const failure of result.failed.slice(0, FAILURES_SHOWN))
  console.error(`failed: ${failure.key}: ${failure.reason}`);
if (result.failed.length > FAILURES_SHOWN) console.error(`... and ${result.failed.length - FAILURES_SHOWN} more`);
console.log(
  result.failed.length === 0
    ? `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Run it again to copy what was recorded meanwhile.`
    : 'Some objects were not copied: run it again to retry them.',
);
process.exit(result.failed.length === 0 ? 0 : 1);
