export * from './binaries';
export * from './capture';
export * from './hls';
export * from './input';
export * from './probe';
export * from './runner';
export * from './transport-stream';
export * from './waveform';
