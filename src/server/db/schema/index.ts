export * from './auth';
export * from './accounts';
export * from './memorials';
export * from './companion';
export * from './journal';
export * from './letters';
export * from './billing';
export * from './circles';
