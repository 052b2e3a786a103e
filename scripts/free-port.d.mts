/** A free TCP port on 127.0.0.1: the operating system picks it, the probe closes before it resolves. */
export function freePort(): Promise<number>;
