/**
 * The part of archiver 8 the evidence export and xlsx-writer.ts use (the package ships no types, and
 * @types/archiver describes the older default-export API).
 */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export interface ZipEntryData {
    name: string;
    date?: Date;
    /** Stored without compression (audio is compressed already). */
    store?: boolean;
  }

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number }; store?: boolean; forceZip64?: boolean });
    append(source: Readable | Buffer | string, data: ZipEntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
    on(event: 'entry', listener: (data: ZipEntryData) => void): this;
    on(event: 'error' | 'warning', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
