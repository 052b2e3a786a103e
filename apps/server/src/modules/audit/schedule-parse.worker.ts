/**
 * The worker thread that reads schedule files (schedule-parse-thread.ts starts it): the parse, the
 * contract's check of its answer and the JSON all run here, off the API's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { adScheduleParseResultSchema, pntScheduleParseResultSchema } from '@antena/contract';
import { parseAdScheduleFile } from './schedule-files/ad-schedule-file';
import { parsePntScheduleFile } from './schedule-files/pnt-schedule-file';
import { TooManyScheduleRows } from './schedule-files/schedule-values';
import type { ScheduleParseAnswer, ScheduleParseRequest, ScheduleParseMessage } from './schedule-parse-thread';

if (!parentPort) throw new Error('schedule-parse.worker runs as a worker thread');
const port = parentPort;

function answer({ job, content }: ScheduleParseRequest): ScheduleParseAnswer {
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  try {
    // Checked against the contract here, so the route sends the JSON as it is.
    const json =
      job.kind === 'ad'
        ? JSON.stringify(adScheduleParseResultSchema.parse(parseAdScheduleFile(buffer, job)))
        : JSON.stringify(pntScheduleParseResultSchema.parse(parsePntScheduleFile(buffer, job)));
    return { json };
  } catch (error) {
    if (error instanceof TooManyScheduleRows) return { tooManyRows: error.limit };
    throw error;
  }
}

port.on('message', (request: ScheduleParseRequest) => {
  let message: ScheduleParseMessage;
  try {
    message = { id: request.id, answer: answer(request) };
  } catch (error) {
    message = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(message);
});
