export * from './clients';
export * from './users';
export * from './stations';
export * from './access';
export * from './audit-log';
export * from './identity';
export * from './recording';
export * from './quick-share';
