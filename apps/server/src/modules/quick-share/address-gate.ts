/**
 * How many Quick Share clips one address may have in preparation at once (issue 14 point 21):
 * the public links need no sign-in, so without a cap anyone could start hours of ffmpeg work.
 * Requests of one address for the same clip (a player asking again) share one slot. A request
 * over the cap is refused at once with 429, never queued.
 */
import { HttpError } from '../../http/errors';

export const quickShareBusy = () =>
  new HttpError(
    429,
    'ERR_QUICK_SHARE_BUSY',
    'Too many Quick Share clips are being prepared for this address. Try again in a minute.',
  );

export class AddressGate {
  /** address => clip => requests waiting on it. */
  private readonly active = new Map<string, Map<string, number>>();

  constructor(private readonly limit: number) {}

  /** Takes a slot for `clip` from `address`, or throws the 429; the returned function gives it back once. */
  enter(address: string, clip: string): () => void {
    const clips = this.active.get(address) ?? new Map<string, number>();
    const waiting = clips.get(clip) ?? 0;
    if (waiting === 0 && clips.size >= this.limit) throw quickShareBusy();
    clips.set(clip, waiting + 1);
    this.active.set(address, clips);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (clips.get(clip) ?? 1) - 1;
      if (left > 0) clips.set(clip, left);
      else clips.delete(clip);
      if (clips.size === 0) this.active.delete(address);
    };
  }
}
