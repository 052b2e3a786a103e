export * from './clients';
export * from './users';
export * from './stations';
export * from './identity';
