export * from './apkg';
export * from './csv';
export * from './exchange-card';
export * from './timelinejs';
