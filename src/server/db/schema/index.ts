export * from './auth';
export * from './accounts';
