export * from './auth';
export * from './errors';
export * from './languages';
export * from './realtime';
export * from './roles';
export * from './routes';
export * from './site';
