export * from './binaries';
export * from './input';
export * from './probe';
export * from './runner';
