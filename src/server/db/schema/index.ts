export * from './auth';
export * from './accounts';
export * from './memorials';
