/**
 * whisper.cpp in the server's own process (issue 31), through @fugood/whisper.node's prebuilt
 * native addons: maintained by the whisper.rn authors, CPU builds published to npm, so nothing is
 * compiled or downloaded at install. Only the Linux x64 CPU package is a dependency: the umbrella
 * package would also install 240 MB of CUDA and Vulkan builds, and npm 11 writes no lockfile
 * entry for another platform's optional package (so `npm ci` refuses them). Elsewhere the addon
 * is missing and the status screens say so; it is loaded by the name the umbrella's loader uses.
 */
import { createRequire } from 'node:module';

export interface WhisperSegment {
  text: string;
  /** ms */
  t0: number;
  t1: number;
}

interface TranscribeJob {
  stop(): Promise<void>;
  promise: Promise<{ segments: WhisperSegment[]; isAborted: boolean }>;
}

export interface WhisperContext {
  transcribeData(pcm16: ArrayBuffer, options: Record<string, unknown>): TranscribeJob;
  release(): Promise<void>;
}

interface WhisperAddon {
  WhisperContext: new (options: { filePath: string; useGpu: boolean }) => WhisperContext;
}

export const addonPackage = `@fugood/node-whisper-${process.platform}-${process.arch}`;

let loaded: WhisperAddon | Error | undefined;

/** The addon for this platform, or why there is none (a platform without a prebuilt build). */
export function loadWhisperAddon(): WhisperAddon | Error {
  if (loaded === undefined) {
    try {
      loaded = createRequire(import.meta.url)(addonPackage) as WhisperAddon;
    } catch (error) {
      loaded = new Error(
        `The built-in whisper.cpp has no build for ${process.platform}-${process.arch} (${addonPackage}: ${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
  return loaded;
}
